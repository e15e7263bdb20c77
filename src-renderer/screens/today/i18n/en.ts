// The Today page's words in English: the keys every other language must have.
export const en = {
  title: 'Today',
  intro: 'What is waiting for someone at the desk. Each line opens its place.',
  more_one: 'and {{count}} more',
  more_other: 'and {{count}} more',
  orders: {
    title: 'Orders waiting for money',
    hint: 'New and underpaid, oldest first.',
    none: 'No order is waiting for money.',
    since: 'since {{date}}',
  },
  investors: {
    title: 'Investors to review',
    hint: 'Investors this desk knows (those of recent orders; on the sandbox, its demo investors) whose KYC is incomplete or who are not approved yet.',
    none: 'Every investor this desk knows has complete KYC.',
    notApproved: 'Not approved',
    open: 'Open: {{checks}}',
  },
  projects: {
    title: 'Ended projects to prepare',
    hint: 'Projects past their end whose distribution is not prepared yet.',
    none: 'Every ended project is prepared for distribution.',
    ended: 'ended {{date}}',
    states: { none: 'Not prepared', running: 'Being prepared', failed: 'Preparation failed' },
  },
  drafts: {
    title: 'Payments not confirmed',
    hint: 'Entered in this desk, not confirmed by the server yet.',
    none: 'Every payment entered here is confirmed.',
  },
  hits: {
    title: 'Screening hits to decide',
    hint: 'People of investors who resemble a sanctions list entry, highest score first.',
    none: 'No screening hit is waiting for a decision.',
  },
  screening: {
    staleTitle: 'Sanctions lists out of date',
    stale: '{{names}}: older than Settings allows. Screening may miss new entries.',
    openSettings: 'Update in Settings',
    stopsTitle: 'Money stopped',
    stops: 'A confirmed screening match stops payments, statement entries and custody withdrawals for:',
  },
  sandbox: {
    title: 'Practice data',
    text: 'This is the built-in sandbox: its investors, orders and payments are made up, and nothing you do here reaches a real platform. Investors to try:',
    cases: {
      kyc_gaps: 'KYC with gaps',
      video_pending: 'video identification waiting',
      underpaid: 'an order paid in part',
      near_match: 'close to a name on the UN sample list',
      first_name_only: 'only a common first name like a listed person',
    },
  },
} as const;
