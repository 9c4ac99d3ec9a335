/** The person at the keyboard (staff rights were checked on the acting account) and the request. */
export interface Actor {
  accountId: number;
  requestId: string;
}
