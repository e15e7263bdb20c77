// What the window gets from the investor index (workflows/investor-index.ts). Pure: the
// renderer reaches it through the contract.
/** An investor the desk knows, as a search or a list shows it. */
export interface InvestorMatch {
  id: string;
  name: string;
  /** Absent when the host could not be asked (the desk remembers only ids and names on disk). */
  email?: string;
  approved?: boolean;
  /** A business investor (its KYC names legal representatives, not identities); absent as `approved`. */
  business?: boolean;
  /** Opened or created in the desk lately. */
  recent: boolean;
}

export interface InvestorSearch {
  matches: InvestorMatch[];
  /** How many investors the desk knows: a search finds only among them. */
  known: number;
}

/** The investor of an order, when the desk knows it. */
export interface OrderInvestor {
  id: string;
  name: string;
}

/** An order's figures beside its own fields in the orders table. */
export interface OrderFigures {
  investor?: OrderInvestor;
  /** The sum of its payments (decimal string); absent when they could not be read. */
  received?: string;
  /** What is still to come: the amount less the payments, never below zero. */
  due?: string;
}

/** An investor of the review queue: not approved yet, with what the KYC still lacks. */
export interface ReviewEntry extends InvestorMatch {
  email: string;
  approved: boolean;
  /** The checks of `GET /users/{id}/kyc` still incomplete, by name; absent when the KYC could not be read. */
  open?: string[];
  videoPending: boolean;
  /** The projects the investor has orders in. */
  projectIds: string[];
}

export interface ReviewQueue {
  entries: ReviewEntry[];
  /** How many investors the desk knows: the queue is built from them only. */
  known: number;
  counts: { unapproved: number; incomplete: number; videoPending: number };
}
