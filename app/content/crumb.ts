/** One step of a breadcrumb trail: the page declares its list once, read by the visible trail and the JSON-LD. */
export interface Crumb {
  name: string;
  path: string;
}
