// The demo seed's KYC data: filled identities for the approved investors (two of them made for
// screening against the UN sample list), one unapproved investor with gaps and one with a video
// identification waiting, and the business investor with its legal representative and two owners. Every form passes the API's own schemas.
import { BankAccountForm } from '../../src-shared/wire/bank-accounts';
import {
  AddressForm,
  BusinessAttachmentForm,
  BusinessForm,
  BusinessOwnerForm,
  IdentityAttachmentForm,
  IdentityForm,
  type IdentityKind,
  LegalRepresentativeForm,
} from '../../src-shared/wire/kyc';
import { SurveyForm } from '../../src-shared/wire/surveys';
import { insertAttachment } from './db/attachments';
import { insertBankAccount } from './db/bank-accounts';
import { type Owner, insertAddress, insertBusiness, insertIdentity, insertIdentityTerm } from './db/kyc';
import type { Queryable } from './db/store';
import { insertSurvey } from './db/surveys';
import { finishVideoIdentification, insertVideoIdentification } from './db/video-identifications';

/** A one-page PDF with a few lines of Helvetica, so the desk has something real to preview. */
export function specimenPdf(lines: string[]): string {
  const escape = (text: string) => text.replace(/[\\()]/g, (c) => `\\${c}`);
  const text = lines
    .map((line, i) => `BT /F1 ${i === 0 ? 20 : 12} Tf 72 ${760 - i * 28} Td (${escape(line)}) Tj ET`)
    .join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    `<< /Length ${Buffer.byteLength(text, 'latin1')} >>\nstream\n${text}\nendstream`,
  ];
  let pdf = '%PDF-1.4\n';
  const offsets = objects.map((object, i) => {
    const offset = pdf.length;
    pdf += `${i + 1} 0 obj\n${object}\nendobj\n`;
    return offset;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  pdf += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1').toString('base64');
}

interface DemoPerson {
  email: string;
  kind: Exclude<IdentityKind, 'business_owner'>;
  identity: Record<string, unknown>;
  address?: Record<string, unknown>;
  /** [type, number, expires] of the scanned document. */
  document?: [string, string, string];
  terms?: boolean;
  video?: 'success' | 'pending';
}

const taxedInGermany = {
  not_pep: true,
  not_us_income_tax: true,
  country_of_taxation: 'DE',
  exclusively_taxable_in_country_of_taxation: true,
};

const PEOPLE: DemoPerson[] = [
  {
    email: 'anna.schmidt@example.com',
    kind: 'personal',
    identity: {
      first_name: 'Anna', last_name: 'Schmidt', citizenship: 'DE', country_of_birth: 'DE', date_of_birth: '1985-03-14',
      place_of_birth: 'München', family_status: 'married', gender: 'female', tax_id_number: '12345678903', ...taxedInGermany,
    },
    address: { street: 'Leopoldstraße', number: '25', zip: '80802', city: 'München', country: 'DE' },
    document: ['id_card', 'L01X00T47', '2031-08-01'],
    terms: true,
    video: 'success',
  },
  {
    email: 'ben.mueller@example.com',
    kind: 'personal',
    identity: {
      first_name: 'Ben', last_name: 'Müller', citizenship: 'DE', country_of_birth: 'DE', date_of_birth: '1979-11-02',
      place_of_birth: 'Hamburg', family_status: 'single', gender: 'male', tax_id_number: '47036892816', ...taxedInGermany,
    },
    address: { street: 'Osterstraße', number: '112', zip: '20259', city: 'Hamburg', country: 'DE' },
    document: ['passport', 'C01X00T47', '2029-04-30'],
    terms: true,
    video: 'success',
  },
  {
    email: 'clara.weber@example.com',
    kind: 'personal',
    identity: {
      first_name: 'Clara', last_name: 'Weber', citizenship: 'IE', country_of_birth: 'IE', date_of_birth: '1991-06-21',
      place_of_birth: 'Cork', family_status: 'single', gender: 'female', tax_id_number: '1234567TA', not_pep: true,
      not_us_income_tax: true, country_of_taxation: 'IE', exclusively_taxable_in_country_of_taxation: true,
    },
    address: { street: 'Baggot Street Lower', number: '14', zip: 'D02 X658', city: 'Dublin', country: 'IE' },
    document: ['passport', 'PX1234567', '2030-01-15'],
    terms: true,
    video: 'success',
  },
  {
    email: 'david.fischer@example.com',
    kind: 'personal',
    identity: {
      first_name: 'David', last_name: 'Fischer', citizenship: 'DE', country_of_birth: 'PL', date_of_birth: '1968-09-09',
      place_of_birth: 'Szczecin', family_status: 'divorced', gender: 'male', tax_id_number: '81872495633', ...taxedInGermany,
    },
    address: { street: 'Bahnhofstraße', number: '3b', zip: '17489', city: 'Greifswald', country: 'DE' },
    document: ['id_card', 'T22000129', '2027-12-31'],
    terms: true,
    video: 'success',
  },
  {
    email: 'emma.wagner@example.com',
    kind: 'personal',
    // Lives in Vienna, taxed in Austria and in Germany: the second taxation filled in.
    identity: {
      first_name: 'Emma', last_name: 'Wagner', citizenship: 'DE', country_of_birth: 'DE', date_of_birth: '1994-02-28',
      place_of_birth: 'Köln', family_status: 'civil_partnership', gender: 'diverse', tax_id_number: '931736581',
      not_pep: true, not_us_income_tax: true, country_of_taxation: 'AT',
      exclusively_taxable_in_country_of_taxation: false, second_country_of_taxation: 'DE', second_tax_id_number: '65929970489',
    },
    address: { street: 'Mariahilfer Straße', number: '88', zip: '1070', city: 'Wien', country: 'AT' },
    document: ['passport', 'C4J7KT9L2', '2032-05-20'],
    terms: true,
    video: 'success',
  },
  {
    // Unapproved, with gaps: no tax data, no bank account, no terms, no document.
    email: 'greta.hoffmann@example.com',
    kind: 'personal',
    identity: {
      first_name: 'Greta', last_name: 'Hoffmann', citizenship: 'DE', country_of_birth: 'DE', date_of_birth: '2001-07-30',
      place_of_birth: 'Leipzig', gender: 'female',
    },
    address: { street: 'Karl-Liebknecht-Straße', number: '41', zip: '04275', city: 'Leipzig', country: 'DE' },
  },
  {
    // Unapproved, everything in place and a session waiting to be finished on its page.
    email: 'liam.walsh@example.com',
    kind: 'personal',
    identity: {
      first_name: 'Liam', last_name: 'Walsh', citizenship: 'IE', country_of_birth: 'GB', date_of_birth: '1988-12-05',
      place_of_birth: 'Belfast', family_status: 'married', gender: 'male', tax_id_number: '7654321WA', not_pep: true,
      not_us_income_tax: true, country_of_taxation: 'IE', exclusively_taxable_in_country_of_taxation: true,
    },
    address: { street: 'Grand Parade', number: '7', zip: 'T12 W8KX', city: 'Cork', country: 'IE' },
    document: ['passport', 'PW7654321', '2028-10-10'],
    terms: true,
    video: 'pending',
  },
  {
    // Close to UN entry HTi.001 (born 1977-03-30, Haitian): a hit whose birth date tells them apart.
    email: 'jimmy.cherisier@example.com',
    kind: 'personal',
    identity: {
      first_name: 'Jimmy', last_name: 'Cherisier', citizenship: 'HT', country_of_birth: 'HT', date_of_birth: '1977-06-12',
      place_of_birth: 'Port-au-Prince', family_status: 'married', gender: 'male', tax_id_number: '57382910462', ...taxedInGermany,
    },
    address: { street: 'Venloer Straße', number: '210', zip: '50823', city: 'Köln', country: 'DE' },
    document: ['passport', 'PP3862015', '2031-02-14'],
    terms: true,
    video: 'success',
  },
  {
    // Only "Peter" in common with UN entry SSi.006 (PETER GADET, born 1957 to 1959): no hit.
    email: 'peter.brandt@example.com',
    kind: 'personal',
    identity: {
      first_name: 'Peter', last_name: 'Brandt', citizenship: 'DE', country_of_birth: 'DE', date_of_birth: '1958-04-11',
      place_of_birth: 'Kassel', family_status: 'widowed', gender: 'male', tax_id_number: '28461739509', ...taxedInGermany,
    },
    address: { street: 'Wilhelmshöher Allee', number: '77', zip: '34119', city: 'Kassel', country: 'DE' },
    document: ['id_card', 'LK7T0M295', '2029-09-30'],
    terms: true,
    video: 'success',
  },
  {
    email: 'invest@nordlicht-energie.example',
    kind: 'legal_representative',
    identity: {
      first_name: 'Jonas', last_name: 'Becker', citizenship: 'DE', country_of_birth: 'DE', date_of_birth: '1975-05-17',
      place_of_birth: 'Rostock', family_status: 'married', gender: 'male', tax_id_number: '26954371827',
      sole_right_of_representation: true, ...taxedInGermany,
    },
    address: { street: 'Am Strande', number: '3e', zip: '18055', city: 'Rostock', country: 'DE' },
    document: ['id_card', 'LZ6311T47', '2030-03-03'],
    terms: true,
    video: 'success',
  },
];

/** [email, IBAN, BIC, owner]; Greta has none yet. */
const BANK_ACCOUNTS: Array<[string, string, string, string]> = [
  ['anna.schmidt@example.com', 'DE62370400440532013001', 'COBADEFFXXX', 'Anna Schmidt'],
  ['ben.mueller@example.com', 'DE77100100100123456789', 'PBNKDEFFXXX', 'Ben Müller'],
  ['clara.weber@example.com', 'IE29AIBK93115212345678', 'AIBKIE2DXXX', 'Clara Weber'],
  ['david.fischer@example.com', 'DE44500105175407324931', 'INGDDEFFXXX', 'David Fischer'],
  ['emma.wagner@example.com', 'AT611904300234573201', 'BKAUATWWXXX', 'Emma Wagner'],
  ['liam.walsh@example.com', 'DE05120300001005290001', 'BYLADEM1001', 'Liam Walsh'],
  ['jimmy.cherisier@example.com', 'DE39370501980012345679', 'COLSDE33XXX', 'Jimmy Cherisier'],
  ['peter.brandt@example.com', 'DE06520503530004711802', 'HELADEF1KAS', 'Peter Brandt'],
  ['invest@nordlicht-energie.example', 'DE18430609671234567800', 'GENODEM1GLS', 'Nordlicht Energie GmbH'],
];

const FORMS = { personal: IdentityForm, legal_representative: LegalRepresentativeForm };

async function seedPerson(q: Queryable, userId: string, person: DemoPerson, now: Date): Promise<void> {
  const id = await insertIdentity(q, userId, person.kind, FORMS[person.kind].parse(person.identity));
  const owner: Owner = { identity_id: id };
  if (person.address) await insertAddress(q, owner, AddressForm.parse(person.address));
  if (person.terms) await insertIdentityTerm(q, id);
  if (person.document) {
    const [type, number, expires] = person.document;
    const name = `${String(person.identity.first_name)} ${String(person.identity.last_name)}`;
    const file = IdentityAttachmentForm.parse({
      file_name: `${type}-${number}.pdf`,
      content_type: 'application/pdf',
      content_base64: specimenPdf(['SPECIMEN', `${type.replace('_', ' ')} of ${name}`, `No. ${number}`, `valid until ${expires}`]),
      expires,
      issuing_country: person.identity.citizenship,
    });
    await insertAttachment(q, owner, { ...file, type, number });
  }
  if (person.video) {
    const video = await insertVideoIdentification(q, id, now);
    if (person.video === 'success') await finishVideoIdentification(q, { ...video, user_id: userId }, 'success');
  }
}

async function seedBusiness(q: Queryable, userId: string): Promise<void> {
  const business = await insertBusiness(
    q,
    userId,
    BusinessForm.parse({
      legal_name: 'Nordlicht Energie GmbH',
      legal_form: 'GmbH',
      register_number: 'HRB 21853 (Amtsgericht Rostock)',
      tax_id_number: '079/123/45678',
      country_of_taxation: 'DE',
      exclusively_taxable_in_country_of_taxation: true,
    }),
  );
  await insertAddress(q, { business_id: business.id }, AddressForm.parse({
    street: 'Warnowufer', number: '59', zip: '18057', city: 'Rostock', country: 'DE',
  }));
  for (const [first_name, last_name, date_of_birth, share] of [
    ['Jonas', 'Becker', '1975-05-17', '60.00'],
    ['Marie', 'Becker', '1978-10-08', '40.00'],
  ]) {
    const owner = BusinessOwnerForm.parse({
      first_name, last_name, date_of_birth, share, citizenship: 'DE', not_pep: true, country_of_taxation: 'DE',
    });
    await insertIdentity(q, userId, 'business_owner', owner);
  }
  const extract = BusinessAttachmentForm.parse({
    file_name: 'handelsregisterauszug.pdf',
    content_type: 'application/pdf',
    content_base64: specimenPdf(['SPECIMEN', 'Handelsregister B, Amtsgericht Rostock', 'HRB 21853: Nordlicht Energie GmbH']),
  });
  await insertAttachment(q, { business_id: business.id }, { ...extract, type: 'commercial_register_extract' });
}

export async function seedDemoKyc(q: Queryable, userIds: ReadonlyMap<string, string>, now: Date): Promise<void> {
  const idOf = (email: string) => userIds.get(email) as string;
  for (const person of PEOPLE) await seedPerson(q, idOf(person.email), person, now);
  await seedBusiness(q, idOf('invest@nordlicht-energie.example'));
  for (const [email, iban, bic, owner] of BANK_ACCOUNTS) {
    await insertBankAccount(q, idOf(email), BankAccountForm.parse({ iban, bic, owner }));
  }
  const experience = { shares: true, bonds: true, crowdinvesting_years: 3, risk_understood: true };
  await insertSurvey(q, idOf('anna.schmidt@example.com'), SurveyForm.parse({ name: 'investment_experience', data: experience }));
  await insertSurvey(
    q,
    idOf('greta.hoffmann@example.com'),
    SurveyForm.parse({ name: 'investment_experience', data: { shares: false, bonds: false, crowdinvesting_years: 0 } }),
  );
}
