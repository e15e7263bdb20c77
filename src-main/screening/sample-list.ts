// The UN sample list shipped with the desk, so that a new user sees screening work before loading
// a list of their own (and the demo sandbox has an investor it hits). An unchanged excerpt of the
// UN Security Council consolidated list as generated on 2026-02-27 (the date it keeps): 24
// individuals and 11 entities across the regimes, real entries with their aliases, dates of birth
// (exact, year, approximate, between) and nationalities, none invented. Kept as text in this
// module, not as a file beside it, so that the main bundle, the sandbox and the tests all have it
// without a path to resolve; read through the UN reader like any list file. (The one escape,
// \u202F, is the UN's own narrow no-break space, written so to be seen.)
import { Readable } from 'node:stream';
import type { SanctionsList } from './list-entry';
import { readList } from './lists/index';

/** The name it is shown under, apart from the whole list's. */
export const SAMPLE_LIST_NAME = 'UN (sample)';

const SAMPLE_XML = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<CONSOLIDATED_LIST xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xsi:noNamespaceSchemaLocation="https://www.un.org/sc/resources/sc-sanctions.xsd" dateGenerated="2026-02-27T00:00:09.554Z">
  <INDIVIDUALS>
    <INDIVIDUAL>
      <DATAID>6907993</DATAID>
      <VERSIONNUM>1</VERSIONNUM>
      <FIRST_NAME>ERIC</FIRST_NAME>
      <SECOND_NAME>BADEGE</SECOND_NAME>
      <UN_LIST_TYPE>DRC</UN_LIST_TYPE>
      <REFERENCE_NUMBER>CDi.001</REFERENCE_NUMBER>
      <LISTED_ON>2012-12-31</LISTED_ON>
      <GENDER>Male</GENDER>
      <COMMENTS1>He fled to Rwanda in March 2013 and is still living there as of early 2016. INTERPOL-UN Security Council Special Notice web link:https://www.interpol.int/en/How-we-work/Notices/View-UN-Notices-Individuals</COMMENTS1>
      <NATIONALITY>
        <VALUE>Democratic Republic of the Congo</VALUE>
      </NATIONALITY>
      <LIST_TYPE>
        <VALUE>UN List</VALUE>
      </LIST_TYPE>
      <LAST_DAY_UPDATED>
        <VALUE>2016-10-13</VALUE>
      </LAST_DAY_UPDATED>
      <INDIVIDUAL_ALIAS>
        <QUALITY/>
        <ALIAS_NAME/>
      </INDIVIDUAL_ALIAS>
      <INDIVIDUAL_ADDRESS>
        <COUNTRY>Rwanda</COUNTRY>
        <NOTE>as of early 2016</NOTE>
      </INDIVIDUAL_ADDRESS>
      <INDIVIDUAL_DATE_OF_BIRTH>
        <TYPE_OF_DATE>EXACT</TYPE_OF_DATE>
        <YEAR>1971</YEAR>
      </INDIVIDUAL_DATE_OF_BIRTH>
      <INDIVIDUAL_PLACE_OF_BIRTH>
        <COUNTRY/>
      </INDIVIDUAL_PLACE_OF_BIRTH>
      <INDIVIDUAL_DOCUMENT/>
      <SORT_KEY/>
      <SORT_KEY_LAST_MOD/>
    </INDIVIDUAL>
    <INDIVIDUAL>
      <DATAID>6907995</DATAID>
      <VERSIONNUM>1</VERSIONNUM>
      <FIRST_NAME>GASTON</FIRST_NAME>
      <SECOND_NAME>IYAMUREMYE</SECOND_NAME>
      <UN_LIST_TYPE>DRC</UN_LIST_TYPE>
      <REFERENCE_NUMBER>CDi.003</REFERENCE_NUMBER>
      <LISTED_ON>2010-12-01</LISTED_ON>
      <GENDER>Male</GENDER>
      <COMMENTS1>INTERPOL-UN Security Council Special Notice web link:https://www.interpol.int/en/How-we-work/Notices/View-UN-Notices-Individuals</COMMENTS1>
      <DESIGNATION>
        <VALUE>FDLR Interim President</VALUE>
        <VALUE>FDLR-FOCA 1st Vice-President</VALUE>
        <VALUE>FDLR-FOCA Major General</VALUE>
      </DESIGNATION>
      <NATIONALITY>
        <VALUE>Rwanda</VALUE>
      </NATIONALITY>
      <LIST_TYPE>
        <VALUE>UN List</VALUE>
      </LIST_TYPE>
      <LAST_DAY_UPDATED>
        <VALUE>2016-10-13</VALUE>
      </LAST_DAY_UPDATED>
      <INDIVIDUAL_ALIAS>
        <QUALITY>Low</QUALITY>
        <ALIAS_NAME>Rumuli</ALIAS_NAME>
      </INDIVIDUAL_ALIAS>
      <INDIVIDUAL_ALIAS>
        <QUALITY>Good</QUALITY>
        <ALIAS_NAME>Byiringiro Victor Rumuli</ALIAS_NAME>
      </INDIVIDUAL_ALIAS>
      <INDIVIDUAL_ALIAS>
        <QUALITY>Good</QUALITY>
        <ALIAS_NAME>Victor Rumuri</ALIAS_NAME>
      </INDIVIDUAL_ALIAS>
      <INDIVIDUAL_ALIAS>
        <QUALITY>Good</QUALITY>
        <ALIAS_NAME>Michel Byiringiro</ALIAS_NAME>
      </INDIVIDUAL_ALIAS>
      <INDIVIDUAL_ADDRESS>
        <STATE_PROVINCE>North Kivu Province</STATE_PROVINCE>
        <COUNTRY>Democratic Republic of the Congo</COUNTRY>
        <NOTE>as of June 2016</NOTE>
      </INDIVIDUAL_ADDRESS>
      <INDIVIDUAL_DATE_OF_BIRTH>
        <TYPE_OF_DATE>EXACT</TYPE_OF_DATE>
        <YEAR>1948</YEAR>
      </INDIVIDUAL_DATE_OF_BIRTH>
      <INDIVIDUAL_PLACE_OF_BIRTH>
        <CITY>Musanze District</CITY>
        <STATE_PROVINCE>Northern Province</STATE_PROVINCE>
        <COUNTRY>Rwanda</COUNTRY>
      </INDIVIDUAL_PLACE_OF_BIRTH>
      <INDIVIDUAL_PLACE_OF_BIRTH>
        <CITY>Ruhengeri</CITY>
        <COUNTRY>Rwanda</COUNTRY>
      </INDIVIDUAL_PLACE_OF_BIRTH>
      <INDIVIDUAL_DOCUMENT/>
      <SORT_KEY/>
      <SORT_KEY_LAST_MOD/>
    </INDIVIDUAL>
    <INDIVIDUAL>
      <DATAID>6907998</DATAID>
      <VERSIONNUM>1</VERSIONNUM>
      <FIRST_NAME>GERMAIN</FIRST_NAME>
      <SECOND_NAME>KATANGA</SECOND_NAME>
      <UN_LIST_TYPE>DRC</UN_LIST_TYPE>
      <REFERENCE_NUMBER>CDi.006</REFERENCE_NUMBER>
      <LISTED_ON>2005-11-01</LISTED_ON>
      <COMMENTS1>Appointed General in the FARDC in December 2004. Handed over by the
Government of the DRC to the International Criminal Court on 18 October 2007.  Initially convicted on 23 May 2014 by the ICC to 12 years in prison for war crimes and crimes against humanity, the ICC Appeals Chamber reduced his sentence and determined that Katanga’s sentence should be completed on 18 January 2016.  Although he was detained in the Netherlands for the duration of his trial, Katanga was transferred to a DRC prison in December 2015 and charged for other crimes previously committed in Ituri.</COMMENTS1>
      <NATIONALITY>
        <VALUE>Democratic Republic of the Congo</VALUE>
      </NATIONALITY>
      <LIST_TYPE>
        <VALUE>UN List</VALUE>
      </LIST_TYPE>
      <LAST_DAY_UPDATED>
        <VALUE>2016-10-13</VALUE>
      </LAST_DAY_UPDATED>
      <INDIVIDUAL_ALIAS>
        <QUALITY/>
        <ALIAS_NAME/>
      </INDIVIDUAL_ALIAS>
      <INDIVIDUAL_ADDRESS>
        <COUNTRY>Democratic Republic of the Congo</COUNTRY>
        <NOTE>in prison</NOTE>
      </INDIVIDUAL_ADDRESS>
      <INDIVIDUAL_DATE_OF_BIRTH>
        <TYPE_OF_DATE>EXACT</TYPE_OF_DATE>
        <DATE>1978-04-28</DATE>
      </INDIVIDUAL_DATE_OF_BIRTH>
      <INDIVIDUAL_PLACE_OF_BIRTH>
        <STATE_PROVINCE>Mambasa, Ituri Province</STATE_PROVINCE>
        <COUNTRY>Democratic Republic of the Congo</COUNTRY>
      </INDIVIDUAL_PLACE_OF_BIRTH>
      <INDIVIDUAL_DOCUMENT/>
      <SORT_KEY/>
      <SORT_KEY_LAST_MOD/>
    </INDIVIDUAL>
    <INDIVIDUAL>
      <DATAID>690727</DATAID>
      <VERSIONNUM>1</VERSIONNUM>
      <FIRST_NAME>FRANÇOIS</FIRST_NAME>
      <SECOND_NAME>YANGOUVONDA</SECOND_NAME>
      <THIRD_NAME>BOZIZÉ</THIRD_NAME>
      <UN_LIST_TYPE>CAR</UN_LIST_TYPE>
      <REFERENCE_NUMBER>CFi.001</REFERENCE_NUMBER>
      <LISTED_ON>2014-05-09</LISTED_ON>
      <COMMENTS1>Mother’s name is Martine Kofio. Photo available for inclusion in the INTERPOL-UN Security Council Special Notice.  INTERPOL-UN Security Council Special Notice web link:https://www.interpol.int/en/How-we-work/Notices/View-UN-Notices-Individuals</COMMENTS1>
      <TITLE>
        <VALUE>Former Head of State Central African Republic </VALUE>
        <VALUE>Professor</VALUE>
      </TITLE>
      <NATIONALITY>
        <VALUE>Central African Republic</VALUE>
        <VALUE>South Sudan</VALUE>
      </NATIONALITY>
      <LIST_TYPE>
        <VALUE>UN List</VALUE>
      </LIST_TYPE>
      <LAST_DAY_UPDATED>
        <VALUE>2014-11-04</VALUE>
        <VALUE>2018-02-16</VALUE>
        <VALUE>2019-03-01</VALUE>
        <VALUE>2020-07-28</VALUE>
      </LAST_DAY_UPDATED>
      <INDIVIDUAL_ALIAS>
        <QUALITY>Good</QUALITY>
        <ALIAS_NAME>Bozize Yangouvonda</ALIAS_NAME>
      </INDIVIDUAL_ALIAS>
      <INDIVIDUAL_ALIAS>
        <QUALITY>Good</QUALITY>
        <ALIAS_NAME>Samuel Peter Mudde</ALIAS_NAME>
        <NOTE>born 16 Dec. 1948, in Izo South Sudan</NOTE>
      </INDIVIDUAL_ALIAS>
      <INDIVIDUAL_ADDRESS>
        <COUNTRY>Uganda</COUNTRY>
      </INDIVIDUAL_ADDRESS>
      <INDIVIDUAL_ADDRESS>
        <CITY>Bangui</CITY>
        <COUNTRY>Central African Republic</COUNTRY>
        <NOTE>since his return from Uganda in December 2019</NOTE>
      </INDIVIDUAL_ADDRESS>
      <INDIVIDUAL_DATE_OF_BIRTH>
        <TYPE_OF_DATE>EXACT</TYPE_OF_DATE>
        <DATE>1946-10-14</DATE>
      </INDIVIDUAL_DATE_OF_BIRTH>
      <INDIVIDUAL_DATE_OF_BIRTH>
        <TYPE_OF_DATE>EXACT</TYPE_OF_DATE>
        <DATE>1948-12-16</DATE>
      </INDIVIDUAL_DATE_OF_BIRTH>
      <INDIVIDUAL_PLACE_OF_BIRTH>
        <CITY>Mouila</CITY>
        <COUNTRY>Gabon</COUNTRY>
      </INDIVIDUAL_PLACE_OF_BIRTH>
      <INDIVIDUAL_PLACE_OF_BIRTH>
        <CITY>Izo</CITY>
        <COUNTRY>South Sudan</COUNTRY>
      </INDIVIDUAL_PLACE_OF_BIRTH>
      <INDIVIDUAL_DOCUMENT>
        <TYPE_OF_DOCUMENT>Passport</TYPE_OF_DOCUMENT>
        <NUMBER>D00002264</NUMBER>
        <DATE_OF_ISSUE>2013-06-11</DATE_OF_ISSUE>
        <NOTE>issued by the Minister of Foreign Affairs, in Juba, South Sudan. Expires on 11
Jun. 2017. Diplomatic passport issued under name Samuel Peter Mudde</NOTE>
      </INDIVIDUAL_DOCUMENT>
      <INDIVIDUAL_DOCUMENT>
        <TYPE_OF_DOCUMENT>National Identification Number</TYPE_OF_DOCUMENT>
        <NUMBER>M4800002143743</NUMBER>
        <NOTE>Personal number on passport</NOTE>
      </INDIVIDUAL_DOCUMENT>
      <SORT_KEY/>
      <SORT_KEY_LAST_MOD/>
    </INDIVIDUAL>
    <INDIVIDUAL>
      <DATAID>6908464</DATAID>
      <VERSIONNUM>1</VERSIONNUM>
      <FIRST_NAME>ALFRED</FIRST_NAME>
      <SECOND_NAME>YEKATOM</SECOND_NAME>
      <UN_LIST_TYPE>CAR</UN_LIST_TYPE>
      <REFERENCE_NUMBER>CFi.004</REFERENCE_NUMBER>
      <LISTED_ON>2015-08-20</LISTED_ON>
      <COMMENTS1>Has controlled and commanded a large group of armed militia men. Father’s
name (adoptive father) is Ekatom Saragba (also spelled Yekatom Saragba). Brother of Yves
Saragba, an anti-Balaka commander in Batalimo, Lobaye province, and a former FACA
soldier. Physical description: eye colour: black; hair colour: bold; complexion: black;
height: 170cm; weight: 100kg. Photo available for inclusion in the INTERPOL-UN Security
Council Special Notice. INTERPOL-UN Security Council Special Notice web link:https://www.interpol.int/en/How-we-work/Notices/View-UN-Notices-Individuals</COMMENTS1>
      <DESIGNATION>
        <VALUE>Chief Corporal of the Forces Armées Centrafricaines (FACA)</VALUE>
      </DESIGNATION>
      <NATIONALITY>
        <VALUE>Central African Republic</VALUE>
      </NATIONALITY>
      <LIST_TYPE>
        <VALUE>UN List</VALUE>
      </LIST_TYPE>
      <LAST_DAY_UPDATED>
        <VALUE>2020-07-28</VALUE>
      </LAST_DAY_UPDATED>
      <INDIVIDUAL_ALIAS>
        <QUALITY>Low</QUALITY>
        <ALIAS_NAME>Colonel Rombhot</ALIAS_NAME>
      </INDIVIDUAL_ALIAS>
      <INDIVIDUAL_ALIAS>
        <QUALITY>Low</QUALITY>
        <ALIAS_NAME>Colonel Rambo</ALIAS_NAME>
      </INDIVIDUAL_ALIAS>
      <INDIVIDUAL_ALIAS>
        <QUALITY>Low</QUALITY>
        <ALIAS_NAME>Colonel Rambot</ALIAS_NAME>
      </INDIVIDUAL_ALIAS>
      <INDIVIDUAL_ALIAS>
        <QUALITY>Low</QUALITY>
        <ALIAS_NAME>Colonel Rombot</ALIAS_NAME>
      </INDIVIDUAL_ALIAS>
      <INDIVIDUAL_ALIAS>
        <QUALITY>Low</QUALITY>
        <ALIAS_NAME>Colonel Romboh</ALIAS_NAME>
      </INDIVIDUAL_ALIAS>
      <INDIVIDUAL_ALIAS>
        <QUALITY>Good</QUALITY>
        <ALIAS_NAME>Alfred Yekatom Saragba</ALIAS_NAME>
      </INDIVIDUAL_ALIAS>
      <INDIVIDUAL_ALIAS>
        <QUALITY>Good</QUALITY>
        <ALIAS_NAME>Alfred Ekatom</ALIAS_NAME>
      </INDIVIDUAL_ALIAS>
      <INDIVIDUAL_ALIAS>
        <QUALITY>Good</QUALITY>
        <ALIAS_NAME>Alfred Saragba</ALIAS_NAME>
      </INDIVIDUAL_ALIAS>
      <INDIVIDUAL_ADDRESS>
        <STATE_PROVINCE>Mbaiki, Lobaye Province</STATE_PROVINCE>
        <COUNTRY>Central African Republic</COUNTRY>
        <NOTE>Tel. +236 72 15 47 07 / +236 75 09 43 41</NOTE>
      </INDIVIDUAL_ADDRESS>
      <INDIVIDUAL_ADDRESS>
        <STATE_PROVINCE>Bimbo, Ombella-Mpoko province</STATE_PROVINCE>
        <COUNTRY>Central African Republic</COUNTRY>
        <NOTE>previous location</NOTE>
      </INDIVIDUAL_ADDRESS>
      <INDIVIDUAL_ADDRESS>
        <CITY>The Hague </CITY>
        <NOTE>since his transfer to the International Criminal Court on 17 November
                    2018)</NOTE>
      </INDIVIDUAL_ADDRESS>
      <INDIVIDUAL_DATE_OF_BIRTH>
        <TYPE_OF_DATE>EXACT</TYPE_OF_DATE>
        <DATE>1976-06-23</DATE>
      </INDIVIDUAL_DATE_OF_BIRTH>
      <INDIVIDUAL_PLACE_OF_BIRTH>
        <COUNTRY>Central African Republic</COUNTRY>
      </INDIVIDUAL_PLACE_OF_BIRTH>
      <INDIVIDUAL_DOCUMENT/>
      <SORT_KEY/>
      <SORT_KEY_LAST_MOD/>
    </INDIVIDUAL>
    <INDIVIDUAL>
      <DATAID>690789</DATAID>
      <VERSIONNUM>1</VERSIONNUM>
      <FIRST_NAME>IBRAIMA</FIRST_NAME>
      <SECOND_NAME>CAMARÁ</SECOND_NAME>
      <UN_LIST_TYPE>GB</UN_LIST_TYPE>
      <REFERENCE_NUMBER>GBi.001</REFERENCE_NUMBER>
      <LISTED_ON>2012-05-18</LISTED_ON>
      <GENDER>Male</GENDER>
      <COMMENTS1>Camará was listed on 18 May 2012 pursuant to paragraph 4 of resolution
2048 (2012) as “Member of the “Military Command”, which has assumed responsibility for
the coup d’état of 12 April 2012.” Father’s name is Suareba Camará; Mother’s name is
Sale Queita. INTERPOL-UN Security Council Special Notice web link:https://www.interpol.int/en/How-we-work/Notices/View-UN-Notices-Individuals</COMMENTS1>
      <DESIGNATION>
        <VALUE>Brigadier General</VALUE>
        <VALUE>Chief of Staff of the Air Force</VALUE>
      </DESIGNATION>
      <NATIONALITY>
        <VALUE>Guinea-Bissau</VALUE>
      </NATIONALITY>
      <LIST_TYPE>
        <VALUE>UN List</VALUE>
      </LIST_TYPE>
      <LAST_DAY_UPDATED>
        <VALUE/>
      </LAST_DAY_UPDATED>
      <INDIVIDUAL_ALIAS>
        <QUALITY>Good</QUALITY>
        <ALIAS_NAME>Papa Camará</ALIAS_NAME>
      </INDIVIDUAL_ALIAS>
      <INDIVIDUAL_ADDRESS>
        <COUNTRY/>
      </INDIVIDUAL_ADDRESS>
      <INDIVIDUAL_DATE_OF_BIRTH>
        <TYPE_OF_DATE>EXACT</TYPE_OF_DATE>
        <DATE>1964-05-11</DATE>
      </INDIVIDUAL_DATE_OF_BIRTH>
      <INDIVIDUAL_PLACE_OF_BIRTH>
        <COUNTRY/>
      </INDIVIDUAL_PLACE_OF_BIRTH>
      <INDIVIDUAL_DOCUMENT>
        <TYPE_OF_DOCUMENT>Passport</TYPE_OF_DOCUMENT>
        <NUMBER>AAID00437</NUMBER>
        <DATE_OF_ISSUE>2010-02-18</DATE_OF_ISSUE>
        <COUNTRY_OF_ISSUE>Guinea-Bissau</COUNTRY_OF_ISSUE>
        <NOTE>Expiration date 18 Feb. 2013</NOTE>
      </INDIVIDUAL_DOCUMENT>
      <SORT_KEY/>
      <SORT_KEY_LAST_MOD/>
    </INDIVIDUAL>
    <INDIVIDUAL>
      <DATAID>6908911</DATAID>
      <VERSIONNUM>1</VERSIONNUM>
      <FIRST_NAME>JIMMY</FIRST_NAME>
      <SECOND_NAME>CHERIZIER</SECOND_NAME>
      <UN_LIST_TYPE>Haiti</UN_LIST_TYPE>
      <REFERENCE_NUMBER>HTi.001</REFERENCE_NUMBER>
      <LISTED_ON>2022-10-21</LISTED_ON>
      <COMMENTS1>Jimmy Cherizier (AKA “Barbeque”) has engaged in acts that threaten the peace, security, and stability of Haiti and has planned, directed, or committed acts that constitute serious human rights abuses. Jimmy Cherizier is one of Haiti’s most influential gang leaders and leads an alliance of Haitian gangs known as the "G9 Family and Allies." INTERPOL-UN Security Council Special Notice web link:https://www.interpol.int/en/How-we-work/Notices/View-UN-Notices-Individuals</COMMENTS1>
      <DESIGNATION>
        <VALUE>Former Police Officer</VALUE>
      </DESIGNATION>
      <NATIONALITY>
        <VALUE>Haiti</VALUE>
      </NATIONALITY>
      <LIST_TYPE>
        <VALUE>UN List</VALUE>
      </LIST_TYPE>
      <LAST_DAY_UPDATED>
        <VALUE>2023-10-20</VALUE>
      </LAST_DAY_UPDATED>
      <INDIVIDUAL_ALIAS>
        <QUALITY>Low</QUALITY>
        <ALIAS_NAME>BARBEQUE</ALIAS_NAME>
      </INDIVIDUAL_ALIAS>
      <INDIVIDUAL_ADDRESS>
        <STREET>16, Imp Manius, Delmas 40 B, Port-au-Prince</STREET>
        <COUNTRY>Haiti</COUNTRY>
      </INDIVIDUAL_ADDRESS>
      <INDIVIDUAL_DATE_OF_BIRTH>
        <TYPE_OF_DATE>EXACT</TYPE_OF_DATE>
        <DATE>1977-03-30</DATE>
      </INDIVIDUAL_DATE_OF_BIRTH>
      <INDIVIDUAL_PLACE_OF_BIRTH>
        <STATE_PROVINCE>Port-au-Prince</STATE_PROVINCE>
        <COUNTRY>Haiti</COUNTRY>
      </INDIVIDUAL_PLACE_OF_BIRTH>
      <INDIVIDUAL_DOCUMENT>
        <TYPE_OF_DOCUMENT>National Identification Number</TYPE_OF_DOCUMENT>
        <NUMBER>001-843-989-7</NUMBER>
        <NOTE>NIF\u202F- Haiti</NOTE>
      </INDIVIDUAL_DOCUMENT>
      <SORT_KEY/>
      <SORT_KEY_LAST_MOD/>
    </INDIVIDUAL>
    <INDIVIDUAL>
      <DATAID>6909382</DATAID>
      <VERSIONNUM>1</VERSIONNUM>
      <FIRST_NAME>WILSON</FIRST_NAME>
      <SECOND_NAME>JOSEPH</SECOND_NAME>
      <UN_LIST_TYPE>Haiti</UN_LIST_TYPE>
      <REFERENCE_NUMBER>HTi.004</REFERENCE_NUMBER>
      <LISTED_ON>2023-12-08</LISTED_ON>
      <COMMENTS1>Gender: Male INTERPOL-UN Security Council Special Notice web link:https://www.interpol.int/en/How-we-work/Notices/View-UN-Notices-Individuals</COMMENTS1>
      <DESIGNATION>
        <VALUE>Leader of 400 Mawozo gang </VALUE>
      </DESIGNATION>
      <NATIONALITY>
        <VALUE>Haiti</VALUE>
      </NATIONALITY>
      <LIST_TYPE>
        <VALUE>UN List</VALUE>
      </LIST_TYPE>
      <LAST_DAY_UPDATED>
        <VALUE/>
      </LAST_DAY_UPDATED>
      <INDIVIDUAL_ALIAS>
        <QUALITY>Low</QUALITY>
        <ALIAS_NAME>LANMO SAN JOU</ALIAS_NAME>
      </INDIVIDUAL_ALIAS>
      <INDIVIDUAL_ADDRESS>
        <COUNTRY/>
      </INDIVIDUAL_ADDRESS>
      <INDIVIDUAL_DATE_OF_BIRTH>
        <TYPE_OF_DATE>EXACT</TYPE_OF_DATE>
        <DATE>1993-02-28</DATE>
      </INDIVIDUAL_DATE_OF_BIRTH>
      <INDIVIDUAL_PLACE_OF_BIRTH>
        <COUNTRY>Haiti</COUNTRY>
      </INDIVIDUAL_PLACE_OF_BIRTH>
      <INDIVIDUAL_DOCUMENT/>
      <SORT_KEY/>
      <SORT_KEY_LAST_MOD/>
    </INDIVIDUAL>
    <INDIVIDUAL>
      <DATAID>6908051</DATAID>
      <VERSIONNUM>1</VERSIONNUM>
      <FIRST_NAME>ABID</FIRST_NAME>
      <SECOND_NAME>HAMID</SECOND_NAME>
      <THIRD_NAME>MAHMUD</THIRD_NAME>
      <FOURTH_NAME>AL-TIKRITI</FOURTH_NAME>
      <UN_LIST_TYPE>Iraq</UN_LIST_TYPE>
      <REFERENCE_NUMBER>IQi.004</REFERENCE_NUMBER>
      <LISTED_ON>2003-06-27</LISTED_ON>
      <NAME_ORIGINAL_SCRIPT>عابد حامد محمود التكريتي</NAME_ORIGINAL_SCRIPT>
      <COMMENTS1/>
      <NATIONALITY>
        <VALUE>Iraq</VALUE>
      </NATIONALITY>
      <LIST_TYPE>
        <VALUE>UN List</VALUE>
      </LIST_TYPE>
      <LAST_DAY_UPDATED>
        <VALUE/>
      </LAST_DAY_UPDATED>
      <INDIVIDUAL_ALIAS>
        <QUALITY>Good</QUALITY>
        <ALIAS_NAME>Abid Hamid Bid Hamid Mahmud</ALIAS_NAME>
      </INDIVIDUAL_ALIAS>
      <INDIVIDUAL_ALIAS>
        <QUALITY>Good</QUALITY>
        <ALIAS_NAME>Col Abdel Hamid Mahmoud</ALIAS_NAME>
      </INDIVIDUAL_ALIAS>
      <INDIVIDUAL_ALIAS>
        <QUALITY>Good</QUALITY>
        <ALIAS_NAME>Abed Mahmoud Hammud</ALIAS_NAME>
      </INDIVIDUAL_ALIAS>
      <INDIVIDUAL_ADDRESS>
        <COUNTRY/>
      </INDIVIDUAL_ADDRESS>
      <INDIVIDUAL_DATE_OF_BIRTH>
        <TYPE_OF_DATE>APPROXIMATELY</TYPE_OF_DATE>
        <YEAR>1957</YEAR>
      </INDIVIDUAL_DATE_OF_BIRTH>
      <INDIVIDUAL_PLACE_OF_BIRTH>
        <CITY>al-Awja, near Tikrit</CITY>
        <COUNTRY>Iraq</COUNTRY>
      </INDIVIDUAL_PLACE_OF_BIRTH>
      <INDIVIDUAL_DOCUMENT/>
      <SORT_KEY/>
      <SORT_KEY_LAST_MOD/>
    </INDIVIDUAL>
    <INDIVIDUAL>
      <DATAID>6908053</DATAID>
      <VERSIONNUM>1</VERSIONNUM>
      <FIRST_NAME>IZZAT</FIRST_NAME>
      <SECOND_NAME>IBRAHIM</SECOND_NAME>
      <THIRD_NAME>AL-DURI</THIRD_NAME>
      <UN_LIST_TYPE>Iraq</UN_LIST_TYPE>
      <REFERENCE_NUMBER>IQi.006</REFERENCE_NUMBER>
      <LISTED_ON>2003-06-27</LISTED_ON>
      <NAME_ORIGINAL_SCRIPT>عزت ابراهيم الدوري</NAME_ORIGINAL_SCRIPT>
      <COMMENTS1/>
      <NATIONALITY>
        <VALUE>Iraq</VALUE>
      </NATIONALITY>
      <LIST_TYPE>
        <VALUE>UN List</VALUE>
      </LIST_TYPE>
      <LAST_DAY_UPDATED>
        <VALUE/>
      </LAST_DAY_UPDATED>
      <INDIVIDUAL_ALIAS>
        <QUALITY>Low</QUALITY>
        <ALIAS_NAME>Abu Brays</ALIAS_NAME>
      </INDIVIDUAL_ALIAS>
      <INDIVIDUAL_ALIAS>
        <QUALITY>Low</QUALITY>
        <ALIAS_NAME>Abu Ahmad</ALIAS_NAME>
      </INDIVIDUAL_ALIAS>
      <INDIVIDUAL_ADDRESS>
        <COUNTRY/>
      </INDIVIDUAL_ADDRESS>
      <INDIVIDUAL_DATE_OF_BIRTH>
        <TYPE_OF_DATE>EXACT</TYPE_OF_DATE>
        <YEAR>1942</YEAR>
      </INDIVIDUAL_DATE_OF_BIRTH>
      <INDIVIDUAL_PLACE_OF_BIRTH>
        <CITY>al-Dur</CITY>
        <COUNTRY>Iraq</COUNTRY>
      </INDIVIDUAL_PLACE_OF_BIRTH>
      <INDIVIDUAL_DOCUMENT/>
      <SORT_KEY/>
      <SORT_KEY_LAST_MOD/>
    </INDIVIDUAL>
    <INDIVIDUAL>
      <DATAID>110446</DATAID>
      <VERSIONNUM>1</VERSIONNUM>
      <FIRST_NAME>FEREIDOUN</FIRST_NAME>
      <SECOND_NAME>ABBASI-DAVANI</SECOND_NAME>
      <UN_LIST_TYPE>Iran</UN_LIST_TYPE>
      <REFERENCE_NUMBER>IRi.001</REFERENCE_NUMBER>
      <LISTED_ON>2007-03-24</LISTED_ON>
      <COMMENTS1>Has "links to the Institute of Applied Physics, working closely with
Mohsen Fakhrizadeh-Mahabadi" (designated under IRi.016) [Old Reference #
I.47.C.1].</COMMENTS1>
      <DESIGNATION>
        <VALUE>Senior Ministry of Defence and Armed Forces Logistics (MODAFL)
Scientist</VALUE>
      </DESIGNATION>
      <LIST_TYPE>
        <VALUE>UN List</VALUE>
      </LIST_TYPE>
      <LAST_DAY_UPDATED>
        <VALUE>2014-12-17</VALUE>
      </LAST_DAY_UPDATED>
      <INDIVIDUAL_ALIAS>
        <QUALITY/>
        <ALIAS_NAME/>
      </INDIVIDUAL_ALIAS>
      <INDIVIDUAL_ADDRESS>
        <COUNTRY/>
      </INDIVIDUAL_ADDRESS>
      <INDIVIDUAL_DATE_OF_BIRTH>
        <TYPE_OF_DATE>EXACT</TYPE_OF_DATE>
        <YEAR>1958</YEAR>
      </INDIVIDUAL_DATE_OF_BIRTH>
      <INDIVIDUAL_DATE_OF_BIRTH>
        <TYPE_OF_DATE>EXACT</TYPE_OF_DATE>
        <YEAR>1959</YEAR>
      </INDIVIDUAL_DATE_OF_BIRTH>
      <INDIVIDUAL_PLACE_OF_BIRTH>
        <CITY>Abadan</CITY>
        <COUNTRY>Iran (Islamic Republic of)</COUNTRY>
      </INDIVIDUAL_PLACE_OF_BIRTH>
      <INDIVIDUAL_DOCUMENT/>
      <SORT_KEY/>
      <SORT_KEY_LAST_MOD/>
    </INDIVIDUAL>
    <INDIVIDUAL>
      <DATAID>690734</DATAID>
      <VERSIONNUM>1</VERSIONNUM>
      <FIRST_NAME>YUN</FIRST_NAME>
      <SECOND_NAME>HO-JIN</SECOND_NAME>
      <UN_LIST_TYPE>DPRK</UN_LIST_TYPE>
      <REFERENCE_NUMBER>KPi.001</REFERENCE_NUMBER>
      <LISTED_ON>2009-07-16</LISTED_ON>
      <COMMENTS1>Director of Namchongang Trading Corporation; oversees the import of items
needed for the uranium enrichment program.</COMMENTS1>
      <DESIGNATION>
        <VALUE>Director of Namchongang Trading Corporation</VALUE>
      </DESIGNATION>
      <NATIONALITY>
        <VALUE>Democratic People's Republic of Korea</VALUE>
      </NATIONALITY>
      <LIST_TYPE>
        <VALUE>UN List</VALUE>
      </LIST_TYPE>
      <LAST_DAY_UPDATED>
        <VALUE>2022-07-26</VALUE>
      </LAST_DAY_UPDATED>
      <INDIVIDUAL_ALIAS>
        <QUALITY>Good</QUALITY>
        <ALIAS_NAME>Yun Ho-chin</ALIAS_NAME>
      </INDIVIDUAL_ALIAS>
      <INDIVIDUAL_ADDRESS>
        <CITY>Pyongyang</CITY>
        <COUNTRY>Democratic People's Republic of Korea</COUNTRY>
      </INDIVIDUAL_ADDRESS>
      <INDIVIDUAL_DATE_OF_BIRTH>
        <TYPE_OF_DATE>EXACT</TYPE_OF_DATE>
        <DATE>1944-10-13</DATE>
      </INDIVIDUAL_DATE_OF_BIRTH>
      <INDIVIDUAL_PLACE_OF_BIRTH>
        <COUNTRY/>
      </INDIVIDUAL_PLACE_OF_BIRTH>
      <INDIVIDUAL_DOCUMENT/>
      <SORT_KEY/>
      <SORT_KEY_LAST_MOD/>
    </INDIVIDUAL>
    <INDIVIDUAL>
      <DATAID>690747</DATAID>
      <VERSIONNUM>1</VERSIONNUM>
      <FIRST_NAME>PAEK</FIRST_NAME>
      <SECOND_NAME>CHANG-HO</SECOND_NAME>
      <UN_LIST_TYPE>DPRK</UN_LIST_TYPE>
      <REFERENCE_NUMBER>KPi.006</REFERENCE_NUMBER>
      <LISTED_ON>2013-01-22</LISTED_ON>
      <COMMENTS1>Senior official and head of the satellite control center of Korean
Committee for Space Technology.</COMMENTS1>
      <DESIGNATION>
        <VALUE>Senior official and head of the satellite control center of Korean
Committee for Space Technology</VALUE>
      </DESIGNATION>
      <NATIONALITY>
        <VALUE>Democratic People's Republic of Korea</VALUE>
      </NATIONALITY>
      <LIST_TYPE>
        <VALUE>UN List</VALUE>
      </LIST_TYPE>
      <LAST_DAY_UPDATED>
        <VALUE/>
      </LAST_DAY_UPDATED>
      <INDIVIDUAL_ALIAS>
        <QUALITY>Good</QUALITY>
        <ALIAS_NAME>Pak Chang-Ho</ALIAS_NAME>
      </INDIVIDUAL_ALIAS>
      <INDIVIDUAL_ALIAS>
        <QUALITY>Good</QUALITY>
        <ALIAS_NAME>Paek Ch'ang-Ho</ALIAS_NAME>
      </INDIVIDUAL_ALIAS>
      <INDIVIDUAL_ADDRESS>
        <COUNTRY/>
      </INDIVIDUAL_ADDRESS>
      <INDIVIDUAL_DATE_OF_BIRTH>
        <TYPE_OF_DATE>EXACT</TYPE_OF_DATE>
        <DATE>1964-06-18</DATE>
      </INDIVIDUAL_DATE_OF_BIRTH>
      <INDIVIDUAL_PLACE_OF_BIRTH>
        <CITY>Kaesong</CITY>
        <COUNTRY>Democratic People's Republic of Korea</COUNTRY>
      </INDIVIDUAL_PLACE_OF_BIRTH>
      <INDIVIDUAL_DOCUMENT>
        <TYPE_OF_DOCUMENT>Numéro de passeport </TYPE_OF_DOCUMENT>
        <NUMBER>381420754</NUMBER>
        <DATE_OF_ISSUE>2011-12-07</DATE_OF_ISSUE>
      </INDIVIDUAL_DOCUMENT>
      <INDIVIDUAL_DOCUMENT>
        <TYPE_OF_DOCUMENT>Número de pasaporte</TYPE_OF_DOCUMENT>
        <NUMBER>381420754</NUMBER>
        <DATE_OF_ISSUE>2011-12-07</DATE_OF_ISSUE>
      </INDIVIDUAL_DOCUMENT>
      <INDIVIDUAL_DOCUMENT>
        <TYPE_OF_DOCUMENT>Passport</TYPE_OF_DOCUMENT>
        <NUMBER>381420754</NUMBER>
        <DATE_OF_ISSUE>2011-12-07</DATE_OF_ISSUE>
        <NOTE>Expires on 7 Dec. 2016</NOTE>
      </INDIVIDUAL_DOCUMENT>
      <SORT_KEY/>
      <SORT_KEY_LAST_MOD/>
    </INDIVIDUAL>
    <INDIVIDUAL>
      <DATAID>690738</DATAID>
      <VERSIONNUM>1</VERSIONNUM>
      <FIRST_NAME>ABU</FIRST_NAME>
      <SECOND_NAME>ZAYD</SECOND_NAME>
      <THIRD_NAME>UMAR</THIRD_NAME>
      <FOURTH_NAME>DORDA</FOURTH_NAME>
      <UN_LIST_TYPE>Libya</UN_LIST_TYPE>
      <REFERENCE_NUMBER>LYi.006</REFERENCE_NUMBER>
      <LISTED_ON>2011-02-26</LISTED_ON>
      <COMMENTS1>Listed pursuant to paragraph 15 of resolution 1970 (Travel Ban). Listed
on 17 March 2011 pursuant to paragraph 17 of resolution 1970 (Asset Freeze). INTERPOL-UN Security Council Special Notice web link:https://www.interpol.int/en/How-we-work/Notices/View-UN-Notices-Individuals</COMMENTS1>
      <DESIGNATION>
        <VALUE>Director, External Security Organisation.</VALUE>
        <VALUE>Head of external intelligence agency.</VALUE>
      </DESIGNATION>
      <LIST_TYPE>
        <VALUE>UN List</VALUE>
      </LIST_TYPE>
      <LAST_DAY_UPDATED>
        <VALUE>2014-06-27</VALUE>
        <VALUE>2016-04-01</VALUE>
        <VALUE>2020-02-25</VALUE>
        <VALUE>2022-07-18</VALUE>
      </LAST_DAY_UPDATED>
      <INDIVIDUAL_ALIAS>
        <QUALITY>Good</QUALITY>
        <ALIAS_NAME>Dorda Abuzed OE</ALIAS_NAME>
      </INDIVIDUAL_ALIAS>
      <INDIVIDUAL_ALIAS>
        <QUALITY>Good</QUALITY>
        <ALIAS_NAME>Abu Zayd Umar Hmeid Dorda</ALIAS_NAME>
      </INDIVIDUAL_ALIAS>
      <INDIVIDUAL_ADDRESS>
        <COUNTRY>Libya</COUNTRY>
        <NOTE>Believed status/location:deceased</NOTE>
      </INDIVIDUAL_ADDRESS>
      <INDIVIDUAL_DATE_OF_BIRTH>
        <TYPE_OF_DATE>EXACT</TYPE_OF_DATE>
        <DATE>1944-04-04</DATE>
      </INDIVIDUAL_DATE_OF_BIRTH>
      <INDIVIDUAL_PLACE_OF_BIRTH>
        <COUNTRY/>
      </INDIVIDUAL_PLACE_OF_BIRTH>
      <INDIVIDUAL_DOCUMENT>
        <TYPE_OF_DOCUMENT>Passport</TYPE_OF_DOCUMENT>
        <NUMBER>FK117RK0</NUMBER>
        <ISSUING_COUNTRY>Libya</ISSUING_COUNTRY>
        <DATE_OF_ISSUE>2018-11-25</DATE_OF_ISSUE>
        <CITY_OF_ISSUE>Tripoli</CITY_OF_ISSUE>
        <NOTE>Date of expiration: 24 Nov 2026</NOTE>
      </INDIVIDUAL_DOCUMENT>
      <SORT_KEY/>
      <SORT_KEY_LAST_MOD/>
    </INDIVIDUAL>
    <INDIVIDUAL>
      <DATAID>111923</DATAID>
      <VERSIONNUM>1</VERSIONNUM>
      <FIRST_NAME>AIMAN</FIRST_NAME>
      <SECOND_NAME>MUHAMMED</SECOND_NAME>
      <THIRD_NAME>RABI</THIRD_NAME>
      <FOURTH_NAME>AL-ZAWAHIRI</FOURTH_NAME>
      <UN_LIST_TYPE>Al-Qaida</UN_LIST_TYPE>
      <REFERENCE_NUMBER>QDi.006</REFERENCE_NUMBER>
      <LISTED_ON>2001-01-25</LISTED_ON>
      <NAME_ORIGINAL_SCRIPT>أيمن محمد ربيع الظواهري</NAME_ORIGINAL_SCRIPT>
      <COMMENTS1>Leader of Al-Qaida (QDe.004). Former operational and military leader of Egyptian Islamic Jihad (QDe.003), was a close associate of Usama Bin Laden (deceased). Believed to have been in the Afghanistan/Pakistan border area before going to Afghanistan in 2014. Reportedly killed in drone strike in Kabul, Afghanistan on 31 July 2022. Photo available for inclusion in the INTERPOL-UN Security Council Special Notice. Review pursuant to Security Council resolution 1822 (2008) was concluded on 21 Jun. 2010. Review pursuant to Security Council resolution 2368 (2017) was concluded on 24 November 2020.  INTERPOL-UN Security Council Special Notice web link:https://www.interpol.int/en/How-we-work/Notices/View-UN-Notices-Individuals</COMMENTS1>
      <TITLE>
        <VALUE>Doctor</VALUE>
        <VALUE>Dr.</VALUE>
      </TITLE>
      <NATIONALITY>
        <VALUE>Egypt</VALUE>
      </NATIONALITY>
      <LIST_TYPE>
        <VALUE>UN List</VALUE>
      </LIST_TYPE>
      <LAST_DAY_UPDATED>
        <VALUE>2007-07-02</VALUE>
        <VALUE>2007-07-18</VALUE>
        <VALUE>2007-08-13</VALUE>
        <VALUE>2010-12-16</VALUE>
        <VALUE>2015-05-22</VALUE>
        <VALUE>2020-11-24</VALUE>
        <VALUE>2025-03-11</VALUE>
      </LAST_DAY_UPDATED>
      <INDIVIDUAL_ALIAS>
        <QUALITY>Good</QUALITY>
        <ALIAS_NAME>Ayman Al-Zawahari</ALIAS_NAME>
      </INDIVIDUAL_ALIAS>
      <INDIVIDUAL_ALIAS>
        <QUALITY>Good</QUALITY>
        <ALIAS_NAME>Ahmed Fuad Salim</ALIAS_NAME>
      </INDIVIDUAL_ALIAS>
      <INDIVIDUAL_ALIAS>
        <QUALITY>Good</QUALITY>
        <ALIAS_NAME>Al Zawahry Aiman Mohamed Rabi Abdel Muaz</ALIAS_NAME>
      </INDIVIDUAL_ALIAS>
      <INDIVIDUAL_ALIAS>
        <QUALITY>Good</QUALITY>
        <ALIAS_NAME>Al Zawahiri Ayman</ALIAS_NAME>
      </INDIVIDUAL_ALIAS>
      <INDIVIDUAL_ALIAS>
        <QUALITY>Good</QUALITY>
        <ALIAS_NAME>Abdul Qader Abdul Aziz Abdul Moez Al Doctor</ALIAS_NAME>
      </INDIVIDUAL_ALIAS>
      <INDIVIDUAL_ALIAS>
        <QUALITY>Good</QUALITY>
        <ALIAS_NAME>Al Zawahry Aiman Mohamed Rabi</ALIAS_NAME>
      </INDIVIDUAL_ALIAS>
      <INDIVIDUAL_ALIAS>
        <QUALITY>Good</QUALITY>
        <ALIAS_NAME>Al Zawahry Aiman Mohamed Rabie</ALIAS_NAME>
      </INDIVIDUAL_ALIAS>
      <INDIVIDUAL_ALIAS>
        <QUALITY>Good</QUALITY>
        <ALIAS_NAME>Al Zawahry Aiman Mohamed Robi</ALIAS_NAME>
      </INDIVIDUAL_ALIAS>
      <INDIVIDUAL_ALIAS>
        <QUALITY>Good</QUALITY>
        <ALIAS_NAME>Dhawahri Ayman</ALIAS_NAME>
      </INDIVIDUAL_ALIAS>
      <INDIVIDUAL_ALIAS>
        <QUALITY>Good</QUALITY>
        <ALIAS_NAME>Eddaouahiri Ayman</ALIAS_NAME>
      </INDIVIDUAL_ALIAS>
      <INDIVIDUAL_ALIAS>
        <QUALITY>Good</QUALITY>
        <ALIAS_NAME>Nur Al Deen Abu Mohammed</ALIAS_NAME>
      </INDIVIDUAL_ALIAS>
      <INDIVIDUAL_ALIAS>
        <QUALITY>Good</QUALITY>
        <ALIAS_NAME>Ayman Al Zawahari</ALIAS_NAME>
      </INDIVIDUAL_ALIAS>
      <INDIVIDUAL_ALIAS>
        <QUALITY>Good</QUALITY>
        <ALIAS_NAME>Ahmad Fuad Salim</ALIAS_NAME>
      </INDIVIDUAL_ALIAS>
      <INDIVIDUAL_ALIAS>
        <QUALITY>Low</QUALITY>
        <ALIAS_NAME>Abu Fatma</ALIAS_NAME>
      </INDIVIDUAL_ALIAS>
      <INDIVIDUAL_ALIAS>
        <QUALITY>Low</QUALITY>
        <ALIAS_NAME>Abu Mohammed</ALIAS_NAME>
      </INDIVIDUAL_ALIAS>
      <INDIVIDUAL_ADDRESS>
        <COUNTRY/>
      </INDIVIDUAL_ADDRESS>
      <INDIVIDUAL_DATE_OF_BIRTH>
        <TYPE_OF_DATE>EXACT</TYPE_OF_DATE>
        <DATE>1951-06-19</DATE>
      </INDIVIDUAL_DATE_OF_BIRTH>
      <INDIVIDUAL_PLACE_OF_BIRTH>
        <CITY>Giza</CITY>
        <COUNTRY>Egypt</COUNTRY>
      </INDIVIDUAL_PLACE_OF_BIRTH>
      <INDIVIDUAL_DOCUMENT>
        <TYPE_OF_DOCUMENT>Passport</TYPE_OF_DOCUMENT>
        <NUMBER>1084010</NUMBER>
        <ISSUING_COUNTRY>Egypt</ISSUING_COUNTRY>
      </INDIVIDUAL_DOCUMENT>
      <INDIVIDUAL_DOCUMENT>
        <TYPE_OF_DOCUMENT>Passport</TYPE_OF_DOCUMENT>
        <NUMBER>19820215</NUMBER>
      </INDIVIDUAL_DOCUMENT>
      <SORT_KEY/>
      <SORT_KEY_LAST_MOD/>
    </INDIVIDUAL>
    <INDIVIDUAL>
      <DATAID>111900</DATAID>
      <VERSIONNUM>1</VERSIONNUM>
      <FIRST_NAME>NASHWAN</FIRST_NAME>
      <SECOND_NAME>ABD AL-RAZZAQ</SECOND_NAME>
      <THIRD_NAME>ABD AL-BAQI</THIRD_NAME>
      <UN_LIST_TYPE>Al-Qaida</UN_LIST_TYPE>
      <REFERENCE_NUMBER>QDi.012</REFERENCE_NUMBER>
      <LISTED_ON>2001-10-06</LISTED_ON>
      <GENDER>Male</GENDER>
      <NAME_ORIGINAL_SCRIPT>نشوان عبد الرزاق عبد الباقي</NAME_ORIGINAL_SCRIPT>
      <COMMENTS1>Joined Al-Qaida in 1996 and was at that time an important liaison to the
                Taliban in Afghanistan. Received money from Ansar al-Islam (QDe.098) in order to
                conduct attacks in Kirkuk and Ninveh in Iraq during spring and summer of 2005.
                Al-Qaida senior official. In custody of the United States of America, as of Aug.
                2014. Father’s name: Abd al-Razzaq Abd al-Baqi. Mother’s name: Nadira Ayoub Asaad.
                Photo available for inclusion in the INTERPOL-UN Security Council Special Notice.
                Review pursuant to Security Council resolution 1822 (2008) was concluded on 15 Jun.
                2010. Review pursuant to Security Council resolution 2368 (2017) was concluded on 24 November 2020. INTERPOL-UN Security Council Special Notice web link:https://www.interpol.int/en/How-we-work/Notices/View-UN-Notices-Individuals</COMMENTS1>
      <NATIONALITY>
        <VALUE>Iraq</VALUE>
      </NATIONALITY>
      <LIST_TYPE>
        <VALUE>UN List</VALUE>
      </LIST_TYPE>
      <LAST_DAY_UPDATED>
        <VALUE>2007-05-14</VALUE>
        <VALUE>2007-07-27</VALUE>
        <VALUE>2015-12-10</VALUE>
        <VALUE>2020-11-24</VALUE>
      </LAST_DAY_UPDATED>
      <INDIVIDUAL_ALIAS>
        <QUALITY>Good</QUALITY>
        <ALIAS_NAME>Abdal Al-Hadi Al-Iraqi</ALIAS_NAME>
      </INDIVIDUAL_ALIAS>
      <INDIVIDUAL_ALIAS>
        <QUALITY>Good</QUALITY>
        <ALIAS_NAME>Abd Al-Hadi Al-Iraqi</ALIAS_NAME>
      </INDIVIDUAL_ALIAS>
      <INDIVIDUAL_ALIAS>
        <QUALITY>Low</QUALITY>
        <ALIAS_NAME>Abu Abdallah</ALIAS_NAME>
      </INDIVIDUAL_ALIAS>
      <INDIVIDUAL_ALIAS>
        <QUALITY>Good</QUALITY>
        <ALIAS_NAME>Omar Uthman Mohammed</ALIAS_NAME>
      </INDIVIDUAL_ALIAS>
      <INDIVIDUAL_ALIAS>
        <QUALITY>Good</QUALITY>
        <ALIAS_NAME>Abdul Hadi Arif Ali</ALIAS_NAME>
      </INDIVIDUAL_ALIAS>
      <INDIVIDUAL_ALIAS>
        <QUALITY>Low</QUALITY>
        <ALIAS_NAME>Abdul Hadi al-Taweel</ALIAS_NAME>
      </INDIVIDUAL_ALIAS>
      <INDIVIDUAL_ALIAS>
        <QUALITY>Low</QUALITY>
        <ALIAS_NAME>Abd al-Hadi al-Ansari</ALIAS_NAME>
      </INDIVIDUAL_ALIAS>
      <INDIVIDUAL_ALIAS>
        <QUALITY>Low</QUALITY>
        <ALIAS_NAME>Abd al-Muhayman</ALIAS_NAME>
      </INDIVIDUAL_ALIAS>
      <INDIVIDUAL_ALIAS>
        <QUALITY>Low</QUALITY>
        <ALIAS_NAME>Abu Ayub</ALIAS_NAME>
      </INDIVIDUAL_ALIAS>
      <INDIVIDUAL_ADDRESS>
        <COUNTRY/>
      </INDIVIDUAL_ADDRESS>
      <INDIVIDUAL_DATE_OF_BIRTH>
        <TYPE_OF_DATE>EXACT</TYPE_OF_DATE>
        <YEAR>1961</YEAR>
      </INDIVIDUAL_DATE_OF_BIRTH>
      <INDIVIDUAL_PLACE_OF_BIRTH>
        <CITY>Mosul</CITY>
        <COUNTRY>Iraq</COUNTRY>
      </INDIVIDUAL_PLACE_OF_BIRTH>
      <INDIVIDUAL_DOCUMENT>
        <TYPE_OF_DOCUMENT>National Identification Number</TYPE_OF_DOCUMENT>
        <TYPE_OF_DOCUMENT2>Ration Card no</TYPE_OF_DOCUMENT2>
        <NUMBER>0094195</NUMBER>
      </INDIVIDUAL_DOCUMENT>
      <SORT_KEY/>
      <SORT_KEY_LAST_MOD/>
    </INDIVIDUAL>
    <INDIVIDUAL>
      <DATAID>690785</DATAID>
      <VERSIONNUM>1</VERSIONNUM>
      <FIRST_NAME>MUSA</FIRST_NAME>
      <SECOND_NAME>HILAL</SECOND_NAME>
      <THIRD_NAME>ABDALLA</THIRD_NAME>
      <FOURTH_NAME>ALNSIEM</FOURTH_NAME>
      <UN_LIST_TYPE>Sudan</UN_LIST_TYPE>
      <REFERENCE_NUMBER>SDi.002</REFERENCE_NUMBER>
      <LISTED_ON>2006-04-25</LISTED_ON>
      <COMMENTS1>Photo available for inclusion in the INTERPOL-UN Security Council Special Notice.  INTERPOL-UN Security Council Special Notice web link:https://www.interpol.int/en/How-we-work/Notices/View-UN-Notices-Individuals</COMMENTS1>
      <DESIGNATION>
        <VALUE>formerly Member of the National Assembly of Sudan from Al-Waha district </VALUE>
        <VALUE>formerly special adviser to the Ministry of Federal Affairs</VALUE>
        <VALUE>Paramount Chief of the Mahamid Tribe in North Darfur</VALUE>
      </DESIGNATION>
      <NATIONALITY>
        <VALUE>Sudan</VALUE>
      </NATIONALITY>
      <LIST_TYPE>
        <VALUE>UN List</VALUE>
      </LIST_TYPE>
      <LAST_DAY_UPDATED>
        <VALUE>2017-10-17</VALUE>
        <VALUE>2018-03-14</VALUE>
      </LAST_DAY_UPDATED>
      <INDIVIDUAL_ALIAS>
        <QUALITY>Low</QUALITY>
        <ALIAS_NAME>(Sheikh) Musa Hilal</ALIAS_NAME>
      </INDIVIDUAL_ALIAS>
      <INDIVIDUAL_ALIAS>
        <QUALITY>Low</QUALITY>
        <ALIAS_NAME>Abd Allah</ALIAS_NAME>
      </INDIVIDUAL_ALIAS>
      <INDIVIDUAL_ALIAS>
        <QUALITY>Low</QUALITY>
        <ALIAS_NAME>Abdallah</ALIAS_NAME>
      </INDIVIDUAL_ALIAS>
      <INDIVIDUAL_ALIAS>
        <QUALITY>Low</QUALITY>
        <ALIAS_NAME>AlNasim</ALIAS_NAME>
      </INDIVIDUAL_ALIAS>
      <INDIVIDUAL_ALIAS>
        <QUALITY>Low</QUALITY>
        <ALIAS_NAME>Al Nasim</ALIAS_NAME>
      </INDIVIDUAL_ALIAS>
      <INDIVIDUAL_ALIAS>
        <QUALITY>Low</QUALITY>
        <ALIAS_NAME>AlNaseem</ALIAS_NAME>
      </INDIVIDUAL_ALIAS>
      <INDIVIDUAL_ALIAS>
        <QUALITY>Low</QUALITY>
        <ALIAS_NAME>Al Naseem</ALIAS_NAME>
      </INDIVIDUAL_ALIAS>
      <INDIVIDUAL_ALIAS>
        <QUALITY>Low</QUALITY>
        <ALIAS_NAME>AlNasseem</ALIAS_NAME>
      </INDIVIDUAL_ALIAS>
      <INDIVIDUAL_ALIAS>
        <QUALITY>Low</QUALITY>
        <ALIAS_NAME>Al Nasseem</ALIAS_NAME>
      </INDIVIDUAL_ALIAS>
      <INDIVIDUAL_ADDRESS>
        <CITY>Kabkabiya</CITY>
        <COUNTRY>Sudan</COUNTRY>
      </INDIVIDUAL_ADDRESS>
      <INDIVIDUAL_ADDRESS>
        <CITY>Kutum</CITY>
        <COUNTRY>Sudan</COUNTRY>
        <NOTE>Resides in Kabkabiya and the city of Kutum, Northern Darfur and has resided in Khartoum.</NOTE>
      </INDIVIDUAL_ADDRESS>
      <INDIVIDUAL_DATE_OF_BIRTH>
        <TYPE_OF_DATE>EXACT</TYPE_OF_DATE>
        <DATE>1964-01-01</DATE>
      </INDIVIDUAL_DATE_OF_BIRTH>
      <INDIVIDUAL_DATE_OF_BIRTH>
        <TYPE_OF_DATE>EXACT</TYPE_OF_DATE>
        <YEAR>1959</YEAR>
      </INDIVIDUAL_DATE_OF_BIRTH>
      <INDIVIDUAL_PLACE_OF_BIRTH>
        <COUNTRY/>
      </INDIVIDUAL_PLACE_OF_BIRTH>
      <INDIVIDUAL_DOCUMENT>
        <TYPE_OF_DOCUMENT>Passport</TYPE_OF_DOCUMENT>
        <NUMBER>Diplomatic Passport D014433</NUMBER>
        <DATE_OF_ISSUE>2013-02-21</DATE_OF_ISSUE>
        <NOTE>Expired on 21 Feb. 2015</NOTE>
      </INDIVIDUAL_DOCUMENT>
      <INDIVIDUAL_DOCUMENT>
        <TYPE_OF_DOCUMENT>Passport</TYPE_OF_DOCUMENT>
        <NUMBER>Diplomatic Passport D009889</NUMBER>
        <DATE_OF_ISSUE>2011-02-17</DATE_OF_ISSUE>
        <NOTE>Expired on 17 Feb. 2013</NOTE>
      </INDIVIDUAL_DOCUMENT>
      <INDIVIDUAL_DOCUMENT>
        <TYPE_OF_DOCUMENT>National Identification Number</TYPE_OF_DOCUMENT>
        <TYPE_OF_DOCUMENT2>Certificate of Nationality</TYPE_OF_DOCUMENT2>
        <NUMBER>A0680623</NUMBER>
      </INDIVIDUAL_DOCUMENT>
      <SORT_KEY/>
      <SORT_KEY_LAST_MOD/>
    </INDIVIDUAL>
    <INDIVIDUAL>
      <DATAID>6908032</DATAID>
      <VERSIONNUM>1</VERSIONNUM>
      <FIRST_NAME>Yasin</FIRST_NAME>
      <SECOND_NAME>Ali</SECOND_NAME>
      <THIRD_NAME>Baynah</THIRD_NAME>
      <UN_LIST_TYPE>Somalia</UN_LIST_TYPE>
      <REFERENCE_NUMBER>SOi.001</REFERENCE_NUMBER>
      <LISTED_ON>2010-04-12</LISTED_ON>
      <COMMENTS1>INTERPOL-UN Security Council Special Notice web link:https://www.interpol.int/en/How-we-work/Notices/View-UN-Notices-Individuals</COMMENTS1>
      <NATIONALITY>
        <VALUE>Somalia</VALUE>
        <VALUE>Sweden</VALUE>
      </NATIONALITY>
      <LIST_TYPE>
        <VALUE>UN List</VALUE>
      </LIST_TYPE>
      <LAST_DAY_UPDATED>
        <VALUE/>
      </LAST_DAY_UPDATED>
      <INDIVIDUAL_ALIAS>
        <QUALITY>Good</QUALITY>
        <ALIAS_NAME>ALI, Yasin Baynah</ALIAS_NAME>
      </INDIVIDUAL_ALIAS>
      <INDIVIDUAL_ALIAS>
        <QUALITY>Good</QUALITY>
        <ALIAS_NAME>ALI, Yassin Mohamed</ALIAS_NAME>
      </INDIVIDUAL_ALIAS>
      <INDIVIDUAL_ALIAS>
        <QUALITY>Good</QUALITY>
        <ALIAS_NAME>BAYNAH, Yasin</ALIAS_NAME>
      </INDIVIDUAL_ALIAS>
      <INDIVIDUAL_ALIAS>
        <QUALITY>Good</QUALITY>
        <ALIAS_NAME>BAYNAH, Yassin</ALIAS_NAME>
      </INDIVIDUAL_ALIAS>
      <INDIVIDUAL_ALIAS>
        <QUALITY>Good</QUALITY>
        <ALIAS_NAME>BAYNAX, Yasiin Cali</ALIAS_NAME>
      </INDIVIDUAL_ALIAS>
      <INDIVIDUAL_ALIAS>
        <QUALITY>Good</QUALITY>
        <ALIAS_NAME>BEENAH, Yasin</ALIAS_NAME>
      </INDIVIDUAL_ALIAS>
      <INDIVIDUAL_ALIAS>
        <QUALITY>Good</QUALITY>
        <ALIAS_NAME>BEENAH, Yassin</ALIAS_NAME>
      </INDIVIDUAL_ALIAS>
      <INDIVIDUAL_ALIAS>
        <QUALITY>Good</QUALITY>
        <ALIAS_NAME>BEENAX, Yasin</ALIAS_NAME>
      </INDIVIDUAL_ALIAS>
      <INDIVIDUAL_ALIAS>
        <QUALITY>Good</QUALITY>
        <ALIAS_NAME>BEENAX, Yassin</ALIAS_NAME>
      </INDIVIDUAL_ALIAS>
      <INDIVIDUAL_ALIAS>
        <QUALITY>Good</QUALITY>
        <ALIAS_NAME>BENAH, Yasin</ALIAS_NAME>
      </INDIVIDUAL_ALIAS>
      <INDIVIDUAL_ALIAS>
        <QUALITY>Good</QUALITY>
        <ALIAS_NAME>BENAH, Yassin</ALIAS_NAME>
      </INDIVIDUAL_ALIAS>
      <INDIVIDUAL_ALIAS>
        <QUALITY>Good</QUALITY>
        <ALIAS_NAME>BENAX, Yassin</ALIAS_NAME>
      </INDIVIDUAL_ALIAS>
      <INDIVIDUAL_ALIAS>
        <QUALITY>Good</QUALITY>
        <ALIAS_NAME>BEYNAH, Yasin</ALIAS_NAME>
      </INDIVIDUAL_ALIAS>
      <INDIVIDUAL_ALIAS>
        <QUALITY>Good</QUALITY>
        <ALIAS_NAME>BINAH, Yassin</ALIAS_NAME>
      </INDIVIDUAL_ALIAS>
      <INDIVIDUAL_ALIAS>
        <QUALITY>Good</QUALITY>
        <ALIAS_NAME>CALI, Yasiin Baynax</ALIAS_NAME>
      </INDIVIDUAL_ALIAS>
      <INDIVIDUAL_ADDRESS>
        <CITY>Rinkeby, Stockholm</CITY>
        <COUNTRY>Sweden</COUNTRY>
      </INDIVIDUAL_ADDRESS>
      <INDIVIDUAL_ADDRESS>
        <CITY>Mogadishu</CITY>
        <COUNTRY>Somalia</COUNTRY>
      </INDIVIDUAL_ADDRESS>
      <INDIVIDUAL_DATE_OF_BIRTH>
        <TYPE_OF_DATE>EXACT</TYPE_OF_DATE>
        <DATE>1965-12-24</DATE>
      </INDIVIDUAL_DATE_OF_BIRTH>
      <INDIVIDUAL_PLACE_OF_BIRTH>
        <COUNTRY/>
      </INDIVIDUAL_PLACE_OF_BIRTH>
      <INDIVIDUAL_DOCUMENT/>
      <SORT_KEY/>
      <SORT_KEY_LAST_MOD/>
    </INDIVIDUAL>
    <INDIVIDUAL>
      <DATAID>6908034</DATAID>
      <VERSIONNUM>1</VERSIONNUM>
      <FIRST_NAME>HASSAN</FIRST_NAME>
      <SECOND_NAME>DAHIR</SECOND_NAME>
      <THIRD_NAME>AWEYS</THIRD_NAME>
      <UN_LIST_TYPE>Somalia</UN_LIST_TYPE>
      <REFERENCE_NUMBER>SOi.002</REFERENCE_NUMBER>
      <LISTED_ON>2010-04-12</LISTED_ON>
      <COMMENTS1>INTERPOL-UN Security Council Special Notice web link:https://www.interpol.int/en/How-we-work/Notices/View-UN-Notices-Individuals</COMMENTS1>
      <NATIONALITY>
        <VALUE>Somalia</VALUE>
      </NATIONALITY>
      <LIST_TYPE>
        <VALUE>UN List</VALUE>
      </LIST_TYPE>
      <LAST_DAY_UPDATED>
        <VALUE/>
      </LAST_DAY_UPDATED>
      <INDIVIDUAL_ALIAS>
        <QUALITY>Good</QUALITY>
        <ALIAS_NAME>ALI, Sheikh Hassan Dahir Aweys</ALIAS_NAME>
      </INDIVIDUAL_ALIAS>
      <INDIVIDUAL_ALIAS>
        <QUALITY>Good</QUALITY>
        <ALIAS_NAME>AWES, Hassan Dahir</ALIAS_NAME>
      </INDIVIDUAL_ALIAS>
      <INDIVIDUAL_ALIAS>
        <QUALITY>Good</QUALITY>
        <ALIAS_NAME>AWES, Shaykh Hassan Dahir</ALIAS_NAME>
      </INDIVIDUAL_ALIAS>
      <INDIVIDUAL_ALIAS>
        <QUALITY>Good</QUALITY>
        <ALIAS_NAME>AWEYES, Hassen Dahir</ALIAS_NAME>
      </INDIVIDUAL_ALIAS>
      <INDIVIDUAL_ALIAS>
        <QUALITY>Good</QUALITY>
        <ALIAS_NAME>AWEYS, Ahmed Dahir</ALIAS_NAME>
      </INDIVIDUAL_ALIAS>
      <INDIVIDUAL_ALIAS>
        <QUALITY>Good</QUALITY>
        <ALIAS_NAME>AWEYS, Sheikh</ALIAS_NAME>
      </INDIVIDUAL_ALIAS>
      <INDIVIDUAL_ALIAS>
        <QUALITY>Good</QUALITY>
        <ALIAS_NAME>AWEYS, Sheikh Hassan Dahir</ALIAS_NAME>
      </INDIVIDUAL_ALIAS>
      <INDIVIDUAL_ALIAS>
        <QUALITY>Good</QUALITY>
        <ALIAS_NAME>DAHIR, Aweys Hassan</ALIAS_NAME>
      </INDIVIDUAL_ALIAS>
      <INDIVIDUAL_ALIAS>
        <QUALITY>Good</QUALITY>
        <ALIAS_NAME>IBRAHIM, Mohammed Hassan</ALIAS_NAME>
      </INDIVIDUAL_ALIAS>
      <INDIVIDUAL_ALIAS>
        <QUALITY>Good</QUALITY>
        <ALIAS_NAME>OAIS, Hassan Tahir</ALIAS_NAME>
      </INDIVIDUAL_ALIAS>
      <INDIVIDUAL_ALIAS>
        <QUALITY>Good</QUALITY>
        <ALIAS_NAME>UWAYS, Hassan Tahir</ALIAS_NAME>
      </INDIVIDUAL_ALIAS>
      <INDIVIDUAL_ALIAS>
        <QUALITY>Good</QUALITY>
        <ALIAS_NAME>"HASSAN, Sheikh"</ALIAS_NAME>
      </INDIVIDUAL_ALIAS>
      <INDIVIDUAL_ADDRESS>
        <COUNTRY>Somalia</COUNTRY>
      </INDIVIDUAL_ADDRESS>
      <INDIVIDUAL_DATE_OF_BIRTH>
        <TYPE_OF_DATE>EXACT</TYPE_OF_DATE>
        <YEAR>1935</YEAR>
      </INDIVIDUAL_DATE_OF_BIRTH>
      <INDIVIDUAL_PLACE_OF_BIRTH>
        <COUNTRY/>
      </INDIVIDUAL_PLACE_OF_BIRTH>
      <INDIVIDUAL_DOCUMENT/>
      <SORT_KEY/>
      <SORT_KEY_LAST_MOD/>
    </INDIVIDUAL>
    <INDIVIDUAL>
      <DATAID>6908462</DATAID>
      <VERSIONNUM>1</VERSIONNUM>
      <FIRST_NAME>PETER</FIRST_NAME>
      <SECOND_NAME>GADET</SECOND_NAME>
      <UN_LIST_TYPE>SouthSudan</UN_LIST_TYPE>
      <REFERENCE_NUMBER>SSi.006</REFERENCE_NUMBER>
      <LISTED_ON>2015-07-01-04:00</LISTED_ON>
      <COMMENTS1>Appointed the SPLA-IO’s Deputy Chief of Staff for Operations on December
21, 2014. Forces under his command targeted civilians, including women, in April 2014
during an assault on Bentiu, including targeted killings on the basis of
ethnicity. INTERPOL-UN Security Council Special Notice web link:https://www.interpol.int/en/How-we-work/Notices/View-UN-Notices-Individuals</COMMENTS1>
      <TITLE>
        <VALUE>General</VALUE>
        <VALUE>Major General</VALUE>
      </TITLE>
      <LIST_TYPE>
        <VALUE>UN List</VALUE>
      </LIST_TYPE>
      <LAST_DAY_UPDATED>
        <VALUE/>
      </LAST_DAY_UPDATED>
      <INDIVIDUAL_ALIAS>
        <QUALITY>Good</QUALITY>
        <ALIAS_NAME>Peter Gatdet Yaka</ALIAS_NAME>
      </INDIVIDUAL_ALIAS>
      <INDIVIDUAL_ALIAS>
        <QUALITY>Good</QUALITY>
        <ALIAS_NAME>Peter Gadet Yak</ALIAS_NAME>
      </INDIVIDUAL_ALIAS>
      <INDIVIDUAL_ALIAS>
        <QUALITY>Good</QUALITY>
        <ALIAS_NAME>Peter Gadet Yaak</ALIAS_NAME>
      </INDIVIDUAL_ALIAS>
      <INDIVIDUAL_ALIAS>
        <QUALITY>Good</QUALITY>
        <ALIAS_NAME>Peter Gatdet Yaak</ALIAS_NAME>
      </INDIVIDUAL_ALIAS>
      <INDIVIDUAL_ALIAS>
        <QUALITY>Good</QUALITY>
        <ALIAS_NAME>Peter Gatdet</ALIAS_NAME>
      </INDIVIDUAL_ALIAS>
      <INDIVIDUAL_ALIAS>
        <QUALITY>Good</QUALITY>
        <ALIAS_NAME>Peter Gatdeet Yaka</ALIAS_NAME>
      </INDIVIDUAL_ALIAS>
      <INDIVIDUAL_ADDRESS>
        <COUNTRY/>
      </INDIVIDUAL_ADDRESS>
      <INDIVIDUAL_DATE_OF_BIRTH>
        <TYPE_OF_DATE>BETWEEN</TYPE_OF_DATE>
        <FROM_YEAR>1957</FROM_YEAR>
        <TO_YEAR>1959</TO_YEAR>
      </INDIVIDUAL_DATE_OF_BIRTH>
      <INDIVIDUAL_PLACE_OF_BIRTH>
        <COUNTRY/>
      </INDIVIDUAL_PLACE_OF_BIRTH>
      <INDIVIDUAL_DOCUMENT/>
      <SORT_KEY/>
      <SORT_KEY_LAST_MOD/>
    </INDIVIDUAL>
    <INDIVIDUAL>
      <DATAID>110577</DATAID>
      <VERSIONNUM>1</VERSIONNUM>
      <FIRST_NAME>MOHAMMAD</FIRST_NAME>
      <SECOND_NAME>HASSAN</SECOND_NAME>
      <THIRD_NAME>AKHUND</THIRD_NAME>
      <UN_LIST_TYPE>Taliban</UN_LIST_TYPE>
      <REFERENCE_NUMBER>TAi.002</REFERENCE_NUMBER>
      <LISTED_ON>2001-01-25</LISTED_ON>
      <NAME_ORIGINAL_SCRIPT>محمد حسن آخوند</NAME_ORIGINAL_SCRIPT>
      <COMMENTS1>A close associate of Mullah Mohammed Omar (TAi.004). Member of Taliban
Supreme Council as at Dec. 2009. Belongs to Kakar tribe. Review pursuant to Security
Council resolution 1822 (2008) was concluded on 21 Jul. 2010. INTERPOL-UN Security Council Special Notice web link:https://www.interpol.int/en/How-we-work/Notices/View-UN-Notices-Individuals</COMMENTS1>
      <TITLE>
        <VALUE>Mullah</VALUE>
        <VALUE>Haji</VALUE>
      </TITLE>
      <DESIGNATION>
        <VALUE>First Deputy, Council of Ministers under the Taliban regime</VALUE>
        <VALUE>Foreign Minister under the Taliban regime</VALUE>
        <VALUE>Governor of Kandahar under the Taliban regime</VALUE>
        <VALUE>Political Advisor of Mullah Mohammed Omar</VALUE>
      </DESIGNATION>
      <NATIONALITY>
        <VALUE>Afghanistan</VALUE>
      </NATIONALITY>
      <LIST_TYPE>
        <VALUE>UN List</VALUE>
      </LIST_TYPE>
      <LAST_DAY_UPDATED>
        <VALUE>2003-09-03</VALUE>
        <VALUE>2005-12-20</VALUE>
        <VALUE>2007-07-09</VALUE>
        <VALUE>2007-09-21</VALUE>
        <VALUE>2011-11-29</VALUE>
      </LAST_DAY_UPDATED>
      <INDIVIDUAL_ALIAS>
        <QUALITY/>
        <ALIAS_NAME/>
      </INDIVIDUAL_ALIAS>
      <INDIVIDUAL_ADDRESS>
        <COUNTRY/>
      </INDIVIDUAL_ADDRESS>
      <INDIVIDUAL_DATE_OF_BIRTH>
        <TYPE_OF_DATE>BETWEEN</TYPE_OF_DATE>
        <FROM_YEAR>1955</FROM_YEAR>
        <TO_YEAR>1958</TO_YEAR>
        <NOTE>Approximately</NOTE>
      </INDIVIDUAL_DATE_OF_BIRTH>
      <INDIVIDUAL_DATE_OF_BIRTH>
        <TYPE_OF_DATE>BETWEEN</TYPE_OF_DATE>
        <FROM_YEAR>1945</FROM_YEAR>
        <TO_YEAR>1950</TO_YEAR>
        <NOTE>Approximately</NOTE>
      </INDIVIDUAL_DATE_OF_BIRTH>
      <INDIVIDUAL_PLACE_OF_BIRTH>
        <CITY>Pashmul village, Panjwai District</CITY>
        <STATE_PROVINCE>Kandahar Province</STATE_PROVINCE>
        <COUNTRY>Afghanistan</COUNTRY>
      </INDIVIDUAL_PLACE_OF_BIRTH>
      <INDIVIDUAL_DOCUMENT/>
      <SORT_KEY/>
      <SORT_KEY_LAST_MOD/>
    </INDIVIDUAL>
    <INDIVIDUAL>
      <DATAID>110579</DATAID>
      <VERSIONNUM>1</VERSIONNUM>
      <FIRST_NAME>MOHAMMED</FIRST_NAME>
      <SECOND_NAME>OMAR</SECOND_NAME>
      <THIRD_NAME>GHULAM NABI</THIRD_NAME>
      <UN_LIST_TYPE>Taliban</UN_LIST_TYPE>
      <REFERENCE_NUMBER>TAi.004</REFERENCE_NUMBER>
      <LISTED_ON>2000-04-12</LISTED_ON>
      <NAME_ORIGINAL_SCRIPT>محمد عمر غلام نبی</NAME_ORIGINAL_SCRIPT>
      <COMMENTS1>Father's name is Ghulam Nabi, also known as Mullah Musafir. Left eye missing. Brother-in-law of Ahmad Jan Akhundzada Shukoor Akhundzada (TAi.109). Believed to be in Afghanistan/Pakistan border area. Belongs to Hotak tribe. Review pursuant to Security Council resolution 1822 (2008) was concluded on 27 Jul. 2010. Reportedly deceased as of April 2013. INTERPOL-UN Security Council Special Notice web link:https://www.interpol.int/en/How-we-work/Notices/View-UN-Notices-Individuals</COMMENTS1>
      <TITLE>
        <VALUE>Mullah</VALUE>
      </TITLE>
      <DESIGNATION>
        <VALUE>Leader of the Faithful ('Amir ul-Mumineen'), Afghanistan</VALUE>
      </DESIGNATION>
      <NATIONALITY>
        <VALUE>Afghanistan</VALUE>
      </NATIONALITY>
      <LIST_TYPE>
        <VALUE>UN List</VALUE>
      </LIST_TYPE>
      <LAST_DAY_UPDATED>
        <VALUE>2003-09-03</VALUE>
        <VALUE>2007-09-21</VALUE>
        <VALUE>2011-11-29</VALUE>
        <VALUE>2013-12-31</VALUE>
        <VALUE>2016-09-07</VALUE>
      </LAST_DAY_UPDATED>
      <INDIVIDUAL_ALIAS>
        <QUALITY/>
        <ALIAS_NAME/>
      </INDIVIDUAL_ALIAS>
      <INDIVIDUAL_ADDRESS>
        <COUNTRY/>
      </INDIVIDUAL_ADDRESS>
      <INDIVIDUAL_DATE_OF_BIRTH>
        <TYPE_OF_DATE>APPROXIMATELY</TYPE_OF_DATE>
        <YEAR>1966</YEAR>
      </INDIVIDUAL_DATE_OF_BIRTH>
      <INDIVIDUAL_DATE_OF_BIRTH>
        <TYPE_OF_DATE>EXACT</TYPE_OF_DATE>
        <YEAR>1960</YEAR>
      </INDIVIDUAL_DATE_OF_BIRTH>
      <INDIVIDUAL_DATE_OF_BIRTH>
        <TYPE_OF_DATE>EXACT</TYPE_OF_DATE>
        <YEAR>1953</YEAR>
      </INDIVIDUAL_DATE_OF_BIRTH>
      <INDIVIDUAL_PLACE_OF_BIRTH>
        <CITY>Naw Deh village, Deh Rawud District</CITY>
        <STATE_PROVINCE>Uruzgan Province</STATE_PROVINCE>
        <COUNTRY>Afghanistan</COUNTRY>
      </INDIVIDUAL_PLACE_OF_BIRTH>
      <INDIVIDUAL_PLACE_OF_BIRTH>
        <STREET>Noori village </STREET>
        <CITY>Maiwand District</CITY>
        <STATE_PROVINCE>Kandahar Province</STATE_PROVINCE>
        <COUNTRY>Afghanistan</COUNTRY>
      </INDIVIDUAL_PLACE_OF_BIRTH>
      <INDIVIDUAL_DOCUMENT/>
      <SORT_KEY/>
      <SORT_KEY_LAST_MOD/>
    </INDIVIDUAL>
    <INDIVIDUAL>
      <DATAID>6908434</DATAID>
      <VERSIONNUM>1</VERSIONNUM>
      <FIRST_NAME>ABD</FIRST_NAME>
      <SECOND_NAME>AL-KHALIQ</SECOND_NAME>
      <THIRD_NAME>AL-HOUTHI</THIRD_NAME>
      <UN_LIST_TYPE>Yemen</UN_LIST_TYPE>
      <REFERENCE_NUMBER>YEi.001</REFERENCE_NUMBER>
      <LISTED_ON>2014-11-07</LISTED_ON>
      <NAME_ORIGINAL_SCRIPT>عبدالخالق الحوثي</NAME_ORIGINAL_SCRIPT>
      <COMMENTS1>Gender [Male]. INTERPOL-UN Security Council Special Notice web link:https://www.interpol.int/en/How-we-work/Notices/View-UN-Notices-Individuals</COMMENTS1>
      <DESIGNATION>
        <VALUE>Huthi military commander</VALUE>
      </DESIGNATION>
      <NATIONALITY>
        <VALUE>Yemen</VALUE>
      </NATIONALITY>
      <LIST_TYPE>
        <VALUE>UN List</VALUE>
      </LIST_TYPE>
      <LAST_DAY_UPDATED>
        <VALUE>2014-11-20</VALUE>
        <VALUE>2016-08-26</VALUE>
      </LAST_DAY_UPDATED>
      <INDIVIDUAL_ALIAS>
        <QUALITY>Good</QUALITY>
        <ALIAS_NAME>Abd-al-Khaliq al-Huthi</ALIAS_NAME>
      </INDIVIDUAL_ALIAS>
      <INDIVIDUAL_ALIAS>
        <QUALITY>Good</QUALITY>
        <ALIAS_NAME>Abd-al-Khaliq Badr-al-Din al Huthi</ALIAS_NAME>
      </INDIVIDUAL_ALIAS>
      <INDIVIDUAL_ALIAS>
        <QUALITY>Good</QUALITY>
        <ALIAS_NAME>‘Abd al-Khaliq Badr al-Din al-Huthi</ALIAS_NAME>
      </INDIVIDUAL_ALIAS>
      <INDIVIDUAL_ALIAS>
        <QUALITY>Good</QUALITY>
        <ALIAS_NAME>Abd al-Khaliq al-Huthi</ALIAS_NAME>
      </INDIVIDUAL_ALIAS>
      <INDIVIDUAL_ALIAS>
        <QUALITY>Low</QUALITY>
        <ALIAS_NAME>Abu-Yunus</ALIAS_NAME>
      </INDIVIDUAL_ALIAS>
      <INDIVIDUAL_ADDRESS>
        <COUNTRY/>
      </INDIVIDUAL_ADDRESS>
      <INDIVIDUAL_DATE_OF_BIRTH>
        <TYPE_OF_DATE>EXACT</TYPE_OF_DATE>
        <YEAR>1984</YEAR>
      </INDIVIDUAL_DATE_OF_BIRTH>
      <INDIVIDUAL_PLACE_OF_BIRTH>
        <COUNTRY/>
      </INDIVIDUAL_PLACE_OF_BIRTH>
      <INDIVIDUAL_DOCUMENT/>
      <SORT_KEY/>
      <SORT_KEY_LAST_MOD/>
    </INDIVIDUAL>
    <INDIVIDUAL>
      <DATAID>6908435</DATAID>
      <VERSIONNUM>1</VERSIONNUM>
      <FIRST_NAME>ABDULLAH</FIRST_NAME>
      <SECOND_NAME>YAHYA</SECOND_NAME>
      <THIRD_NAME>AL HAKIM</THIRD_NAME>
      <UN_LIST_TYPE>Yemen</UN_LIST_TYPE>
      <REFERENCE_NUMBER>YEi.002</REFERENCE_NUMBER>
      <LISTED_ON>2014-11-07</LISTED_ON>
      <GENDER>Male</GENDER>
      <NAME_ORIGINAL_SCRIPT>عبد الله يحيى الحاكم</NAME_ORIGINAL_SCRIPT>
      <COMMENTS1>Gender [Male]. INTERPOL-UN Security Council Special Notice web link:https://www.interpol.int/en/How-we-work/Notices/View-UN-Notices-Individuals</COMMENTS1>
      <DESIGNATION>
        <VALUE>Huthi group second-in-command</VALUE>
      </DESIGNATION>
      <NATIONALITY>
        <VALUE>Yemen</VALUE>
      </NATIONALITY>
      <LIST_TYPE>
        <VALUE>UN List</VALUE>
      </LIST_TYPE>
      <LAST_DAY_UPDATED>
        <VALUE>2014-11-20</VALUE>
      </LAST_DAY_UPDATED>
      <INDIVIDUAL_ALIAS>
        <QUALITY>Good</QUALITY>
        <ALIAS_NAME>Abu Ali al Hakim</ALIAS_NAME>
      </INDIVIDUAL_ALIAS>
      <INDIVIDUAL_ALIAS>
        <QUALITY>Good</QUALITY>
        <ALIAS_NAME>Abu-Ali al-Hakim</ALIAS_NAME>
      </INDIVIDUAL_ALIAS>
      <INDIVIDUAL_ALIAS>
        <QUALITY>Good</QUALITY>
        <ALIAS_NAME>Abdallah al-Hakim</ALIAS_NAME>
      </INDIVIDUAL_ALIAS>
      <INDIVIDUAL_ALIAS>
        <QUALITY>Good</QUALITY>
        <ALIAS_NAME>Abu Ali Alhakim</ALIAS_NAME>
      </INDIVIDUAL_ALIAS>
      <INDIVIDUAL_ALIAS>
        <QUALITY>Good</QUALITY>
        <ALIAS_NAME>Abdallah al-Mu’ayyad</ALIAS_NAME>
      </INDIVIDUAL_ALIAS>
      <INDIVIDUAL_ADDRESS>
        <CITY>Dahyan</CITY>
        <STATE_PROVINCE>Sa’dah Governorate</STATE_PROVINCE>
        <COUNTRY>Yemen</COUNTRY>
      </INDIVIDUAL_ADDRESS>
      <INDIVIDUAL_DATE_OF_BIRTH>
        <TYPE_OF_DATE>APPROXIMATELY</TYPE_OF_DATE>
        <YEAR>1985</YEAR>
      </INDIVIDUAL_DATE_OF_BIRTH>
      <INDIVIDUAL_DATE_OF_BIRTH>
        <TYPE_OF_DATE>BETWEEN</TYPE_OF_DATE>
        <FROM_YEAR>1984</FROM_YEAR>
        <TO_YEAR>1986</TO_YEAR>
      </INDIVIDUAL_DATE_OF_BIRTH>
      <INDIVIDUAL_PLACE_OF_BIRTH>
        <CITY>Dahyan</CITY>
        <COUNTRY>Yemen</COUNTRY>
      </INDIVIDUAL_PLACE_OF_BIRTH>
      <INDIVIDUAL_PLACE_OF_BIRTH>
        <STATE_PROVINCE>Sa'dah Governorate</STATE_PROVINCE>
        <COUNTRY>Yemen</COUNTRY>
      </INDIVIDUAL_PLACE_OF_BIRTH>
      <INDIVIDUAL_DOCUMENT/>
      <SORT_KEY/>
      <SORT_KEY_LAST_MOD/>
    </INDIVIDUAL>
  </INDIVIDUALS>
  <ENTITIES>
    <ENTITY>
      <DATAID>6908027</DATAID>
      <VERSIONNUM>1</VERSIONNUM>
      <FIRST_NAME>FORCES DEMOCRATIQUES DE LIBERATION DU RWANDA (FDLR)</FIRST_NAME>
      <UN_LIST_TYPE>DRC</UN_LIST_TYPE>
      <REFERENCE_NUMBER>CDe.005</REFERENCE_NUMBER>
      <LISTED_ON>2012-12-31</LISTED_ON>
      <COMMENTS1>Email: Fdlr@fmx.de; fldrrse@yahoo.fr; fdlr@gmx.net; fdlrsrt@gmail.com;
humura2020@gmail.com. INTERPOL-UN Security Council Special Notice web link:https://www.interpol.int/en/How-we-work/Notices/View-UN-Notices-Individuals</COMMENTS1>
      <LIST_TYPE>
        <VALUE>UN List</VALUE>
      </LIST_TYPE>
      <ENTITY_ALIAS>
        <QUALITY>a.k.a.</QUALITY>
        <ALIAS_NAME>FDLR</ALIAS_NAME>
      </ENTITY_ALIAS>
      <ENTITY_ALIAS>
        <QUALITY>a.k.a.</QUALITY>
        <ALIAS_NAME>Force Combattante Abacunguzi</ALIAS_NAME>
      </ENTITY_ALIAS>
      <ENTITY_ALIAS>
        <QUALITY>a.k.a.</QUALITY>
        <ALIAS_NAME>Combatant Force for the Liberation of Rwanda</ALIAS_NAME>
      </ENTITY_ALIAS>
      <ENTITY_ALIAS>
        <QUALITY>a.k.a.</QUALITY>
        <ALIAS_NAME>FOCA</ALIAS_NAME>
      </ENTITY_ALIAS>
      <ENTITY_ADDRESS>
        <CITY>North Kivu</CITY>
        <COUNTRY>Democratic Republic of the Congo</COUNTRY>
      </ENTITY_ADDRESS>
      <ENTITY_ADDRESS>
        <CITY>South Kivu</CITY>
        <COUNTRY>Democratic Republic of the Congo</COUNTRY>
      </ENTITY_ADDRESS>
      <SORT_KEY/>
      <SORT_KEY_LAST_MOD/>
    </ENTITY>
    <ENTITY>
      <DATAID>6908539</DATAID>
      <VERSIONNUM>1</VERSIONNUM>
      <FIRST_NAME>LORD’S RESISTANCE ARMY</FIRST_NAME>
      <UN_LIST_TYPE>CAR</UN_LIST_TYPE>
      <REFERENCE_NUMBER>CFe.002</REFERENCE_NUMBER>
      <LISTED_ON>2016-03-07</LISTED_ON>
      <COMMENTS1>Emerged in northern Uganda in the 1980s. Has engaged in the abduction, killing and mutilation of thousands of civilians in Central Africa, including hundreds in the Central African Republic. The leader is Joseph Kony (CFi.009). INTERPOL-UN Security Council Special Notice web link:https://www.interpol.int/en/How-we-work/Notices/View-UN-Notices-Individuals</COMMENTS1>
      <LIST_TYPE>
        <VALUE>UN List</VALUE>
      </LIST_TYPE>
      <ENTITY_ALIAS>
        <QUALITY>a.k.a.</QUALITY>
        <ALIAS_NAME>LRA</ALIAS_NAME>
      </ENTITY_ALIAS>
      <ENTITY_ALIAS>
        <QUALITY>a.k.a.</QUALITY>
        <ALIAS_NAME>Lord’s Resistance Movement (LRM)</ALIAS_NAME>
      </ENTITY_ALIAS>
      <ENTITY_ALIAS>
        <QUALITY>a.k.a.</QUALITY>
        <ALIAS_NAME>Lord’s Resistance Movement/Army (LRM/A)</ALIAS_NAME>
      </ENTITY_ALIAS>
      <ENTITY_ADDRESS>
        <STREET>Vakaga</STREET>
        <COUNTRY>Central African Republic</COUNTRY>
      </ENTITY_ADDRESS>
      <ENTITY_ADDRESS>
        <STREET>Haute-Kotto</STREET>
        <COUNTRY>Central African Republic</COUNTRY>
      </ENTITY_ADDRESS>
      <ENTITY_ADDRESS>
        <STREET>Basse-Kotto</STREET>
        <COUNTRY>Central African Republic</COUNTRY>
      </ENTITY_ADDRESS>
      <ENTITY_ADDRESS>
        <STREET>Haut-Mbomou</STREET>
        <COUNTRY>Central African Republic</COUNTRY>
      </ENTITY_ADDRESS>
      <ENTITY_ADDRESS>
        <STREET>Mbomou</STREET>
        <COUNTRY>Central African Republic</COUNTRY>
      </ENTITY_ADDRESS>
      <ENTITY_ADDRESS>
        <STREET>Haut-Uolo</STREET>
        <COUNTRY>Democratic Republic of the Congo</COUNTRY>
      </ENTITY_ADDRESS>
      <ENTITY_ADDRESS>
        <STREET>Bas-Uolo</STREET>
        <COUNTRY>Democratic Republic of the Congo</COUNTRY>
      </ENTITY_ADDRESS>
      <ENTITY_ADDRESS>
        <STREET>Reported address: Kafia Kingi (a territory on the border of Sudan and South Sudan whose final status has yet to be determined). </STREET>
        <NOTE>As of January 2015, 500 Lord’s Resistance Army  elements were reportedly expelled from the Sudan.</NOTE>
      </ENTITY_ADDRESS>
      <SORT_KEY/>
      <SORT_KEY_LAST_MOD/>
    </ENTITY>
    <ENTITY>
      <DATAID>6909350</DATAID>
      <VERSIONNUM>1</VERSIONNUM>
      <FIRST_NAME>VIV ANSANM </FIRST_NAME>
      <UN_LIST_TYPE>Haiti</UN_LIST_TYPE>
      <REFERENCE_NUMBER>HTe.002</REFERENCE_NUMBER>
      <LISTED_ON>2025-07-08</LISTED_ON>
      <COMMENTS1>Jimmy Chérizier (HTi.001) is the leader of the Viv Ansanm gang coalition. INTERPOL-UN Security Council Special Notice web link:https://www.interpol.int/en/How-we-work/Notices/View-UN-Notices-Individuals</COMMENTS1>
      <LIST_TYPE>
        <VALUE>UN List</VALUE>
      </LIST_TYPE>
      <ENTITY_ALIAS>
        <QUALITY>a.k.a.</QUALITY>
        <ALIAS_NAME>LIVING TOGETHER</ALIAS_NAME>
      </ENTITY_ALIAS>
      <ENTITY_ALIAS>
        <QUALITY>a.k.a.</QUALITY>
        <ALIAS_NAME>G-9</ALIAS_NAME>
      </ENTITY_ALIAS>
      <ENTITY_ALIAS>
        <QUALITY>a.k.a.</QUALITY>
        <ALIAS_NAME>G9 FAMILY AND ALLIES</ALIAS_NAME>
      </ENTITY_ALIAS>
      <ENTITY_ALIAS>
        <QUALITY>a.k.a.</QUALITY>
        <ALIAS_NAME>G9 FANMI E ALYE</ALIAS_NAME>
      </ENTITY_ALIAS>
      <ENTITY_ALIAS>
        <QUALITY>a.k.a.</QUALITY>
        <ALIAS_NAME>THE REVOLUTIONARY FORCES OF THE G9 FAMILY AND ALLIES</ALIAS_NAME>
      </ENTITY_ALIAS>
      <ENTITY_ALIAS>
        <QUALITY>a.k.a.</QUALITY>
        <ALIAS_NAME>FÒS REVOLISYONÈ G9 AN FANMI E ALYE</ALIAS_NAME>
      </ENTITY_ALIAS>
      <ENTITY_ALIAS>
        <QUALITY>a.k.a.</QUALITY>
        <ALIAS_NAME>G-PÈP</ALIAS_NAME>
      </ENTITY_ALIAS>
      <ENTITY_ALIAS>
        <QUALITY>a.k.a.</QUALITY>
        <ALIAS_NAME>G-PEOPLE</ALIAS_NAME>
      </ENTITY_ALIAS>
      <ENTITY_ADDRESS>
        <COUNTRY>Haiti</COUNTRY>
      </ENTITY_ADDRESS>
      <SORT_KEY/>
      <SORT_KEY_LAST_MOD/>
    </ENTITY>
    <ENTITY>
      <DATAID>6908339</DATAID>
      <VERSIONNUM>1</VERSIONNUM>
      <FIRST_NAME>AL-BASHAIR TRADING COMPANY, LTD</FIRST_NAME>
      <UN_LIST_TYPE>Iraq</UN_LIST_TYPE>
      <REFERENCE_NUMBER>IQe.204</REFERENCE_NUMBER>
      <LISTED_ON>2004-04-26</LISTED_ON>
      <COMMENTS1/>
      <LIST_TYPE>
        <VALUE>UN List</VALUE>
      </LIST_TYPE>
      <ENTITY_ALIAS>
        <QUALITY>a.k.a.</QUALITY>
        <ALIAS_NAME>AL-BASHAER TRADING COMPANY, LTD</ALIAS_NAME>
      </ENTITY_ALIAS>
      <ENTITY_ALIAS>
        <QUALITY>a.k.a.</QUALITY>
        <ALIAS_NAME>AL-BASHIR TRADING COMPANY, LTD</ALIAS_NAME>
      </ENTITY_ALIAS>
      <ENTITY_ALIAS>
        <QUALITY>a.k.a.</QUALITY>
        <ALIAS_NAME>AL-BASHA'IR TRADING COMPANY, LTD</ALIAS_NAME>
      </ENTITY_ALIAS>
      <ENTITY_ALIAS>
        <QUALITY>a.k.a.</QUALITY>
        <ALIAS_NAME>AL-BASHAAIR TRADING COMPANY, L TD</ALIAS_NAME>
      </ENTITY_ALIAS>
      <ENTITY_ALIAS>
        <QUALITY>a.k.a.</QUALITY>
        <ALIAS_NAME>AL-BUSHAIR TRADING COMPANY, LTD</ALIAS_NAME>
      </ENTITY_ALIAS>
      <ENTITY_ADDRESS>
        <STREET>Sadoon St, Al-Ani Building, first floor</STREET>
        <CITY>Bagdad</CITY>
        <COUNTRY>Iraq</COUNTRY>
      </ENTITY_ADDRESS>
      <SORT_KEY/>
      <SORT_KEY_LAST_MOD/>
    </ENTITY>
    <ENTITY>
      <DATAID>110401</DATAID>
      <VERSIONNUM>1</VERSIONNUM>
      <FIRST_NAME>AMIN INDUSTRIAL COMPLEX</FIRST_NAME>
      <UN_LIST_TYPE>Iran</UN_LIST_TYPE>
      <REFERENCE_NUMBER>IRe.003</REFERENCE_NUMBER>
      <LISTED_ON>2010-06-09</LISTED_ON>
      <COMMENTS1>Sought temperature controllers which may be used in nuclear research and
operational/production facilities. Amin Industrial Complex is owned or controlled by, or
acts on behalf of, DIO, which was designated in resolution 1737 (2006). [Old Reference #
E.29.I.1]</COMMENTS1>
      <LIST_TYPE>
        <VALUE>UN List</VALUE>
      </LIST_TYPE>
      <LAST_DAY_UPDATED>
        <VALUE>2014-12-17</VALUE>
      </LAST_DAY_UPDATED>
      <ENTITY_ALIAS>
        <QUALITY>a.k.a.</QUALITY>
        <ALIAS_NAME>Amin Industrial Compound</ALIAS_NAME>
      </ENTITY_ALIAS>
      <ENTITY_ALIAS>
        <QUALITY>a.k.a.</QUALITY>
        <ALIAS_NAME>Amin Industrial Company</ALIAS_NAME>
      </ENTITY_ALIAS>
      <ENTITY_ADDRESS>
        <STREET>P.O. Box 91735-549</STREET>
        <CITY>Mashad</CITY>
        <COUNTRY>Iran (Islamic Republic of)</COUNTRY>
      </ENTITY_ADDRESS>
      <ENTITY_ADDRESS>
        <STREET>Amin Industrial Estate, Khalage Rd., Seyedi District</STREET>
        <CITY>Mashad</CITY>
        <COUNTRY>Iran (Islamic Republic of)</COUNTRY>
      </ENTITY_ADDRESS>
      <ENTITY_ADDRESS>
        <STREET>Kaveh Complex, Khalaj Rd., Seyedi St.</STREET>
        <CITY>Mashad</CITY>
        <COUNTRY>Iran (Islamic Republic of)</COUNTRY>
      </ENTITY_ADDRESS>
      <SORT_KEY/>
      <SORT_KEY_LAST_MOD/>
    </ENTITY>
    <ENTITY>
      <DATAID>690753</DATAID>
      <VERSIONNUM>1</VERSIONNUM>
      <FIRST_NAME>NAMCHONGANG TRADING CORPORATION</FIRST_NAME>
      <UN_LIST_TYPE>DPRK</UN_LIST_TYPE>
      <REFERENCE_NUMBER>KPe.004</REFERENCE_NUMBER>
      <LISTED_ON>2009-07-16</LISTED_ON>
      <COMMENTS1>Namchongang is a DPRK trading company subordinate to the General Bureau of Atomic Energy (GBAE). Namchongang has been involved in the procurement of Japanese origin vacuum pumps that were identified at a DPRK nuclear facility, as well as nuclear-related procurement associated with a German individual. It has further been involved in the purchase of aluminum tubes and other equipment specifically suitable for a uranium enrichment program from the late 1990s. Its representative is a former diplomat who served as DPRK’s representative for the IAEA inspection of the Yongbyon nuclear facilities in 2007. Namchongang's proliferation activities are of grave concern given the DPRK’s past proliferation activities. Telephone numbers: +850-2-18111, 18222 (ext. 8573). Facsimile number: +850-2-381-4687.</COMMENTS1>
      <LIST_TYPE>
        <VALUE>UN List</VALUE>
      </LIST_TYPE>
      <LAST_DAY_UPDATED>
        <VALUE>2016-03-02</VALUE>
        <VALUE>2017-06-05</VALUE>
        <VALUE>2022-07-26</VALUE>
      </LAST_DAY_UPDATED>
      <ENTITY_ALIAS>
        <QUALITY>a.k.a.</QUALITY>
        <ALIAS_NAME>NCG</ALIAS_NAME>
      </ENTITY_ALIAS>
      <ENTITY_ALIAS>
        <QUALITY>a.k.a.</QUALITY>
        <ALIAS_NAME>NAMCHONGANG TRADING</ALIAS_NAME>
      </ENTITY_ALIAS>
      <ENTITY_ALIAS>
        <QUALITY>a.k.a.</QUALITY>
        <ALIAS_NAME>NAM CHON GANG CORPORATION</ALIAS_NAME>
      </ENTITY_ALIAS>
      <ENTITY_ALIAS>
        <QUALITY>a.k.a.</QUALITY>
        <ALIAS_NAME>NOMCHONGANG TRADING CO.</ALIAS_NAME>
      </ENTITY_ALIAS>
      <ENTITY_ALIAS>
        <QUALITY>a.k.a.</QUALITY>
        <ALIAS_NAME>NAM CHONG GAN TRADING CORPORATION</ALIAS_NAME>
      </ENTITY_ALIAS>
      <ENTITY_ALIAS>
        <QUALITY>a.k.a.</QUALITY>
        <ALIAS_NAME>Namhung Trading Corporation</ALIAS_NAME>
      </ENTITY_ALIAS>
      <ENTITY_ALIAS>
        <QUALITY>a.k.a.</QUALITY>
        <ALIAS_NAME>Korea Daeryonggang Trading Corporation</ALIAS_NAME>
      </ENTITY_ALIAS>
      <ENTITY_ALIAS>
        <QUALITY>a.k.a.</QUALITY>
        <ALIAS_NAME>Korea Tearyonggang Trading Corporation</ALIAS_NAME>
      </ENTITY_ALIAS>
      <ENTITY_ADDRESS>
        <STREET>Chilgol</STREET>
        <CITY>Pyongyang</CITY>
        <COUNTRY>Democratic People's Republic of Korea</COUNTRY>
      </ENTITY_ADDRESS>
      <ENTITY_ADDRESS>
        <STREET>Sengujadong 11-2/(or Kwangbok-dong), Mangyongdae District</STREET>
        <CITY>Pyongyang</CITY>
        <COUNTRY>Democratic People's Republic of Korea</COUNTRY>
      </ENTITY_ADDRESS>
      <SORT_KEY/>
      <SORT_KEY_LAST_MOD/>
    </ENTITY>
    <ENTITY>
      <DATAID>690782</DATAID>
      <VERSIONNUM>1</VERSIONNUM>
      <FIRST_NAME>LIBYAN INVESTMENT AUTHORITY</FIRST_NAME>
      <UN_LIST_TYPE>Libya</UN_LIST_TYPE>
      <REFERENCE_NUMBER>LYe.001</REFERENCE_NUMBER>
      <LISTED_ON>2011-03-17</LISTED_ON>
      <COMMENTS1>Listed pursuant to paragraph 17 of resolution 1973, as modified on 16
September pursuant to paragraph 15 of resolution 2009. INTERPOL-UN Security Council Special Notice web link:https://www.interpol.int/en/How-we-work/Notices/View-UN-Notices-Individuals</COMMENTS1>
      <LIST_TYPE>
        <VALUE>UN List</VALUE>
      </LIST_TYPE>
      <ENTITY_ALIAS>
        <QUALITY>a.k.a.</QUALITY>
        <ALIAS_NAME>Libyan Foreign Investment Company (LFIC)</ALIAS_NAME>
      </ENTITY_ALIAS>
      <ENTITY_ADDRESS>
        <STREET>1 Fateh Tower Office, No 99 22nd Floor, Borgaida Street</STREET>
        <CITY>Tripoli</CITY>
        <ZIP_CODE>1103</ZIP_CODE>
        <COUNTRY>Libya</COUNTRY>
      </ENTITY_ADDRESS>
      <SORT_KEY/>
      <SORT_KEY_LAST_MOD/>
    </ENTITY>
    <ENTITY>
      <DATAID>113458</DATAID>
      <VERSIONNUM>1</VERSIONNUM>
      <FIRST_NAME>AL-QAIDA</FIRST_NAME>
      <UN_LIST_TYPE>Al-Qaida</UN_LIST_TYPE>
      <REFERENCE_NUMBER>QDe.004</REFERENCE_NUMBER>
      <LISTED_ON>2001-10-06</LISTED_ON>
      <NAME_ORIGINAL_SCRIPT>القاعدة</NAME_ORIGINAL_SCRIPT>
      <COMMENTS1>Review pursuant to Security Council resolution 1822 (2008) was concluded
on 21 Jun. 2010. Review pursuant to Security Council resolution 2368 (2017) was concluded on 24 November 2020. INTERPOL-UN Security Council Special Notice web link:https://www.interpol.int/en/How-we-work/Notices/View-UN-Notices-Individuals</COMMENTS1>
      <LIST_TYPE>
        <VALUE>UN List</VALUE>
      </LIST_TYPE>
      <LAST_DAY_UPDATED>
        <VALUE>2009-03-05</VALUE>
        <VALUE>2012-03-21</VALUE>
        <VALUE>2020-11-24</VALUE>
      </LAST_DAY_UPDATED>
      <ENTITY_ALIAS>
        <QUALITY>a.k.a.</QUALITY>
        <ALIAS_NAME>"The Base"</ALIAS_NAME>
      </ENTITY_ALIAS>
      <ENTITY_ALIAS>
        <QUALITY>a.k.a.</QUALITY>
        <ALIAS_NAME>Al Qaeda</ALIAS_NAME>
      </ENTITY_ALIAS>
      <ENTITY_ALIAS>
        <QUALITY>a.k.a.</QUALITY>
        <ALIAS_NAME>Islamic Salvation Foundation</ALIAS_NAME>
      </ENTITY_ALIAS>
      <ENTITY_ALIAS>
        <QUALITY>a.k.a.</QUALITY>
        <ALIAS_NAME>The Group for the Preservation of the Holy Sites</ALIAS_NAME>
      </ENTITY_ALIAS>
      <ENTITY_ALIAS>
        <QUALITY>a.k.a.</QUALITY>
        <ALIAS_NAME>The Islamic Army for the Liberation of Holy Places</ALIAS_NAME>
      </ENTITY_ALIAS>
      <ENTITY_ALIAS>
        <QUALITY>a.k.a.</QUALITY>
        <ALIAS_NAME>The World Islamic Front for Jihad Against Jews and Crusaders</ALIAS_NAME>
      </ENTITY_ALIAS>
      <ENTITY_ALIAS>
        <QUALITY>a.k.a.</QUALITY>
        <ALIAS_NAME>Usama Bin Laden Network</ALIAS_NAME>
      </ENTITY_ALIAS>
      <ENTITY_ALIAS>
        <QUALITY>a.k.a.</QUALITY>
        <ALIAS_NAME>Usama Bin Laden Organization</ALIAS_NAME>
      </ENTITY_ALIAS>
      <ENTITY_ALIAS>
        <QUALITY>a.k.a.</QUALITY>
        <ALIAS_NAME>Al Qa'ida</ALIAS_NAME>
      </ENTITY_ALIAS>
      <ENTITY_ALIAS>
        <QUALITY>a.k.a.</QUALITY>
        <ALIAS_NAME>Al Qa’ida/Islamic Army</ALIAS_NAME>
        <NOTE>formerly listed as</NOTE>
      </ENTITY_ALIAS>
      <ENTITY_ADDRESS>
        <COUNTRY/>
      </ENTITY_ADDRESS>
      <SORT_KEY/>
      <SORT_KEY_LAST_MOD/>
    </ENTITY>
    <ENTITY>
      <DATAID>6908033</DATAID>
      <VERSIONNUM>1</VERSIONNUM>
      <FIRST_NAME>AL-SHABAAB</FIRST_NAME>
      <UN_LIST_TYPE>Somalia</UN_LIST_TYPE>
      <REFERENCE_NUMBER>SOe.001</REFERENCE_NUMBER>
      <LISTED_ON>2010-04-12</LISTED_ON>
      <COMMENTS1>INTERPOL-UN Security Council Special Notice web link:https://www.interpol.int/en/How-we-work/Notices/View-UN-Notices-Individuals</COMMENTS1>
      <LIST_TYPE>
        <VALUE>UN List</VALUE>
      </LIST_TYPE>
      <ENTITY_ALIAS>
        <QUALITY>a.k.a.</QUALITY>
        <ALIAS_NAME>AL-SHABAB</ALIAS_NAME>
      </ENTITY_ALIAS>
      <ENTITY_ALIAS>
        <QUALITY>a.k.a.</QUALITY>
        <ALIAS_NAME>SHABAAB</ALIAS_NAME>
      </ENTITY_ALIAS>
      <ENTITY_ALIAS>
        <QUALITY>a.k.a.</QUALITY>
        <ALIAS_NAME>THE YOUTH</ALIAS_NAME>
      </ENTITY_ALIAS>
      <ENTITY_ALIAS>
        <QUALITY>a.k.a.</QUALITY>
        <ALIAS_NAME>MUJAHIDIN AL-SHABAAB MOVEMENT</ALIAS_NAME>
      </ENTITY_ALIAS>
      <ENTITY_ALIAS>
        <QUALITY>a.k.a.</QUALITY>
        <ALIAS_NAME>MUJAHIDEEN YOUTH MOVEMENT</ALIAS_NAME>
      </ENTITY_ALIAS>
      <ENTITY_ALIAS>
        <QUALITY>a.k.a.</QUALITY>
        <ALIAS_NAME>MUJAHIDIN YOUTH MOVEMENT</ALIAS_NAME>
      </ENTITY_ALIAS>
      <ENTITY_ALIAS>
        <QUALITY>a.k.a.</QUALITY>
        <ALIAS_NAME>MYM</ALIAS_NAME>
      </ENTITY_ALIAS>
      <ENTITY_ALIAS>
        <QUALITY>a.k.a.</QUALITY>
        <ALIAS_NAME>HARAKAT SHABAB AL-MUJAHIDIN</ALIAS_NAME>
      </ENTITY_ALIAS>
      <ENTITY_ALIAS>
        <QUALITY>a.k.a.</QUALITY>
        <ALIAS_NAME>HIZBUL SHABAAB</ALIAS_NAME>
      </ENTITY_ALIAS>
      <ENTITY_ALIAS>
        <QUALITY>a.k.a.</QUALITY>
        <ALIAS_NAME>HISB’UL SHABAAB</ALIAS_NAME>
      </ENTITY_ALIAS>
      <ENTITY_ALIAS>
        <QUALITY>a.k.a.</QUALITY>
        <ALIAS_NAME>AL-SHABAAB AL-ISLAMIYA</ALIAS_NAME>
      </ENTITY_ALIAS>
      <ENTITY_ALIAS>
        <QUALITY>a.k.a.</QUALITY>
        <ALIAS_NAME>YOUTH WING</ALIAS_NAME>
      </ENTITY_ALIAS>
      <ENTITY_ALIAS>
        <QUALITY>a.k.a.</QUALITY>
        <ALIAS_NAME>AL-SHABAAB AL-ISLAAM</ALIAS_NAME>
      </ENTITY_ALIAS>
      <ENTITY_ALIAS>
        <QUALITY>a.k.a.</QUALITY>
        <ALIAS_NAME>AL-SHABAAB AL-JIHAAD</ALIAS_NAME>
      </ENTITY_ALIAS>
      <ENTITY_ALIAS>
        <QUALITY>a.k.a.</QUALITY>
        <ALIAS_NAME>THE UNITY OF ISLAMIC YOUTH</ALIAS_NAME>
      </ENTITY_ALIAS>
      <ENTITY_ALIAS>
        <QUALITY>a.k.a.</QUALITY>
        <ALIAS_NAME>HARAKAT AL - SHABAAB AL - MUJAAHIDIIN</ALIAS_NAME>
      </ENTITY_ALIAS>
      <ENTITY_ALIAS>
        <QUALITY>a.k.a.</QUALITY>
        <ALIAS_NAME>HARAKATUL SHABAAB AL MUJAAHIDIIN</ALIAS_NAME>
      </ENTITY_ALIAS>
      <ENTITY_ALIAS>
        <QUALITY>a.k.a.</QUALITY>
        <ALIAS_NAME>MUJAAHIDIIN YOUTH MOVEMENT</ALIAS_NAME>
      </ENTITY_ALIAS>
      <ENTITY_ADDRESS>
        <COUNTRY/>
      </ENTITY_ADDRESS>
      <SORT_KEY/>
      <SORT_KEY_LAST_MOD/>
    </ENTITY>
    <ENTITY>
      <DATAID>3000441</DATAID>
      <VERSIONNUM>1</VERSIONNUM>
      <FIRST_NAME>HAQQANI NETWORK (HQN)</FIRST_NAME>
      <UN_LIST_TYPE>Taliban</UN_LIST_TYPE>
      <REFERENCE_NUMBER>TAe.012</REFERENCE_NUMBER>
      <LISTED_ON>2012-11-05</LISTED_ON>
      <NAME_ORIGINAL_SCRIPT>شبکه حقانی</NAME_ORIGINAL_SCRIPT>
      <COMMENTS1>Network of Taliban fighters centered around the border between Khost
Province, Afghanistan and North Waziristan, Pakistan. Founded by Jalaluddin Haqqani
(TAi.040) and currently headed by his son Sirajuddin Jallaloudine Haqqani (TAi.144).
Other listed members include Nasiruddin Haqqani (TAi.146), Sangeen Zadran Sher Mohammad
(TAi.152), Abdul Aziz Abbasin (TAi.155), Fazl Rabi (TAi.157), Ahmed Jan Wazir (TAi.159),
Bakht Gul (TAi.161), Abdul Rauf Zakir (TAi.164). Responsible for suicide attacks and
targeted assassination as well as kidnappings in Kabul and other provinces of
Afghanistan. Linked to Al-Qaida (QDe.004), Islamic Movement of Uzbekistan (QDe.010),
Tehrik-e Taliban Pakistan (QDe.132), Lashkar I Jhangvi (QDe.096), and Jaish-IMohammed
(QDe.019). INTERPOL-UN Security Council Special Notice web link:https://www.interpol.int/en/How-we-work/Notices/View-UN-Notices-Individuals</COMMENTS1>
      <LIST_TYPE>
        <VALUE>UN List</VALUE>
      </LIST_TYPE>
      <ENTITY_ALIAS>
        <QUALITY/>
        <ALIAS_NAME/>
      </ENTITY_ALIAS>
      <ENTITY_ADDRESS>
        <COUNTRY/>
      </ENTITY_ADDRESS>
      <SORT_KEY/>
      <SORT_KEY_LAST_MOD/>
    </ENTITY>
    <ENTITY>
      <DATAID>6908876</DATAID>
      <VERSIONNUM>1</VERSIONNUM>
      <FIRST_NAME>THE HOUTHIS</FIRST_NAME>
      <UN_LIST_TYPE>Yemen</UN_LIST_TYPE>
      <REFERENCE_NUMBER>YEe.001</REFERENCE_NUMBER>
      <LISTED_ON>2022-02-28</LISTED_ON>
      <COMMENTS1>Listed pursuant to paragraph 5 of resolution 2624 (2022) as subject to the measures imposed by paragraph 14 of resolution 2216 (2015) (targeted arms embargo). The Houthis have engaged in acts that threaten the peace, security, and stability of Yemen. The Houthis have engaged in attacks striking civilians and civilian infrastructure in Yemen, implemented a policy of sexual violence and repression against politically active and professional women, engaged in the recruitment and use of children, incited violence against groups including on the basis of religion and nationality, and indiscriminately used landmines and improvised explosive devices on the West Coast of Yemen. The Houthis have also obstructed the delivery of humanitarian assistance to Yemen, or access to, or distribution of, humanitarian assistance in Yemen. The Houthis have conducted attacks on commercial shipping in the Red Sea using waterborne improvised explosive devices and sea mines. The Houthis have also perpetrated repeated cross-border terrorist attacks striking civilians and civilian infrastructure in the Kingdom of Saudi Arabia and the United Arab Emirates and threatened to intentionally target civilian sites.    INTERPOL-UN Security Council Special Notice web link:https://www.interpol.int/en/How-we-work/Notices/View-UN-Notices-Individuals</COMMENTS1>
      <LIST_TYPE>
        <VALUE>UN List</VALUE>
      </LIST_TYPE>
      <ENTITY_ALIAS>
        <QUALITY>a.k.a.</QUALITY>
        <ALIAS_NAME>ANSARALLAH</ALIAS_NAME>
      </ENTITY_ALIAS>
      <ENTITY_ALIAS>
        <QUALITY>a.k.a.</QUALITY>
        <ALIAS_NAME>ANSAR ALLAH</ALIAS_NAME>
      </ENTITY_ALIAS>
      <ENTITY_ALIAS>
        <QUALITY>a.k.a.</QUALITY>
        <ALIAS_NAME>PARTISANS OF GOD</ALIAS_NAME>
      </ENTITY_ALIAS>
      <ENTITY_ALIAS>
        <QUALITY>a.k.a.</QUALITY>
        <ALIAS_NAME>SUPPORTERS OF GOD</ALIAS_NAME>
      </ENTITY_ALIAS>
      <ENTITY_ADDRESS>
        <COUNTRY>Yemen</COUNTRY>
      </ENTITY_ADDRESS>
      <SORT_KEY/>
      <SORT_KEY_LAST_MOD/>
    </ENTITY>
  </ENTITIES>
</CONSOLIDATED_LIST>`;

/** The UN sample list shipped with the desk (an excerpt of real UN entries, none invented), read by the UN reader. */
export async function sampleList(): Promise<SanctionsList> {
  const list = await readList(Readable.from([Buffer.from(SAMPLE_XML)]), { fileName: 'un-sample.xml' });
  list.version.name = SAMPLE_LIST_NAME;
  return list;
}
