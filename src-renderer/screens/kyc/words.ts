// Small pieces of wording the KYC views share. Pure.
const regions = new Map<string, Intl.DisplayNames>();

/** `DE` → `Germany` (`Deutschland` in German); an unknown code stays as it is. */
export function countryName(code: string, language: string): string {
  let names = regions.get(language);
  if (!names) {
    names = new Intl.DisplayNames([language], { type: 'region', fallback: 'code' });
    regions.set(language, names);
  }
  try {
    return names.of(code.toUpperCase()) ?? code;
  } catch {
    return code;
  }
}

/** The answer key (`answers.yes` …) for a yes/no field that may be unanswered. */
export function answerKey(value: boolean | null | undefined): 'answers.yes' | 'answers.no' | 'answers.unanswered' {
  return value === true ? 'answers.yes' : value === false ? 'answers.no' : 'answers.unanswered';
}

/**
 * A declaration the API keeps negated (`not_pep`, `not_us_income_tax`), said the positive way
 * with who declared it: `not_pep: true` reads "Politically exposed person: No (declared by the
 * investor)", never "Declares not to be …: Yes".
 */
export function declaredKey(negated: boolean | null | undefined): 'declared.yes' | 'declared.no' | 'answers.unanswered' {
  return negated === true ? 'declared.no' : negated === false ? 'declared.yes' : 'answers.unanswered';
}

/** `Anna Schmidt`. */
export function fullName(person: { first_name: string; last_name: string }): string {
  return `${person.first_name} ${person.last_name}`.trim();
}
