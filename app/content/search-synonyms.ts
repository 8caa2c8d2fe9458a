/**
 * Words visitors use for the same thing, so a search for one finds pages that say another. Each
 * group is a set of equals: a query word from a group also looks for the rest of it. Keep groups
 * small and literal; one word may sit in one group only.
 */
export const searchSynonyms: readonly (readonly string[])[] = [
  ["cost", "price", "fee", "fees", "pay", "afford", "expensive"],
  ["insurance", "superbill", "out-of-network", "reimbursement", "hsa", "fsa"],
  ["talk", "communication", "communicate", "conversation", "listening"],
  ["fight", "fighting", "argue", "arguing", "argument", "conflict"],
  ["affair", "cheating", "infidelity", "betrayal"],
  ["wedding", "engaged", "engagement", "premarital"],
  ["therapist", "counselor", "counsellor", "clinician"],
  ["therapy", "counseling", "counselling"],
  ["online", "virtual", "telehealth", "video"],
  ["free", "complimentary"],
];
