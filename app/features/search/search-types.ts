import type { SearchKind } from "~/db/search-schema";

/** A result as pages show it; titleHtml and snippetHtml are escaped text with our own <mark> only. */
export interface SearchHit {
  kind: SearchKind;
  path: string;
  titleHtml: string;
  snippetHtml: string;
  dateLabel: string | null;
}

export const searchKindLabels: Record<SearchKind, string> = {
  page: "Page",
  faq: "Question & answer",
  therapist: "Therapist",
  post: "Blog post",
  episode: "Podcast episode",
  guide: "Guide",
  service: "Therapy & programs",
};

export const SEARCH_PATH = "/resources/search";
