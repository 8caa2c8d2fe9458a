/** The longest query the form accepts (the server caps it again: search.server.ts). */
export const MAX_QUERY_LENGTH_CLIENT = 200;
