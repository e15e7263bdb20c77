import { z } from 'zod';
import { InvestmentTerm, type TermsForm } from '../../src-shared/wire/investment-terms';
import { userProjectPath } from './orders';
import type { Transport } from './transport';

export function investmentTermsClient(http: Transport) {
  const path = (userId: string, projectId: string) => `${userProjectPath(userId, projectId)}/investment_terms`;
  return {
    list: (userId: string, projectId: string) =>
      http.request({ method: 'GET', path: path(userId, projectId) }, z.array(InvestmentTerm)),
    accept: (userId: string, projectId: string, terms: TermsForm = { accepted: true }) =>
      http.request({ method: 'POST', path: path(userId, projectId), body: { terms } }, InvestmentTerm),
  };
}
export type InvestmentTermsClient = ReturnType<typeof investmentTermsClient>;
