// What the KYC lists add up to: the owners' shares, the current answers of each survey. Pure.
import Big from 'big.js';
import type { Identity } from '@wire/kyc';
import type { Survey } from '@wire/surveys';

/** The owners' shares added up, exactly. */
export function totalShare(owners: ReadonlyArray<Pick<Identity, 'share'>>): string {
  return owners.reduce((sum, o) => sum.plus(o.share ?? '0'), new Big(0)).toFixed(2);
}

/** The current survey of each name (the list is oldest first), with how many came before. */
export function currentSurveys(surveys: Survey[]): Array<{ survey: Survey; earlier: number }> {
  const byName = new Map<string, { survey: Survey; earlier: number }>();
  for (const survey of surveys) {
    const seen = byName.get(survey.name);
    byName.set(survey.name, { survey, earlier: seen ? seen.earlier + 1 : 0 });
  }
  return [...byName.values()];
}
