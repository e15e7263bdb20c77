// The part of mt940js the desk uses (the package ships no types).
declare module 'mt940js' {
  export interface Mt940Tag {
    id: number | string;
    data: string;
  }
  export interface Mt940Transaction {
    isReversal: boolean;
    reference: string;
    bankReference: string;
    details: string;
    structuredDetails?: Record<string, string>;
  }
  export interface Mt940Statement {
    accountIdentification: string;
    currency: string;
    transactions: Mt940Transaction[];
    tags: Mt940Tag[];
  }
  export class Parser {
    parse(data: string, withTags: true): Mt940Statement[];
  }
}
