/** The words of /resources/search. The title never repeats the query: titles travel to analytics and browser history. */
export const searchPage = {
  crumbName: "Search",
  metaTitle: (searched: boolean) => (searched ? "Search results" : "Search"),
  description: "Search Millennial Life's articles, podcast episodes, free guides and therapy services for couples and individuals in Dallas and across Texas.",
  eyebrow: "Search",
  headline: (q: string) => (q ? `Results for “${q}”` : "What's on your mind?"),
  lede: "Search every article, podcast episode, free guide and service page. Nothing you type here is saved or shared.",
  formLabel: (q: string) => (q ? "Search again" : "Search the site"),
  resultsHeading: (count: number) => (count ? `${count} ${count === 1 ? "result" : "results"}${count >= 20 ? " (the 20 closest)" : ""}` : "Nothing matched"),
  nothingMatched: "Try fewer words, or a different one: “fight” instead of “argument”, “wedding” instead of “engagement”. Or start from one of these.",
  popularHeading: "Popular searches",
  /** Starting points offered before a search and after one that found nothing. */
  suggestionsLabel: "Suggested searches",
  suggestions: ["communication", "money", "premarital", "affair", "anxiety", "in-laws", "phones", "intensive"],
  startingPagesLabel: "Good places to start",
  startingPages: [
    { label: "The blog", to: "/resources/blog" },
    { label: "All services", to: "/services" },
    { label: "Fees & FAQs", to: "/fees-and-faqs" },
    { label: "Book a free Vibe Check", to: "/vibe-check" },
  ],
  cta: "Rather talk it through with a person?",
};

/** The search box on any page (the search page, the blog, the resources hub, the not-found page) and its live results. */
export const searchBoxCopy = {
  label: "Search the site",
  hubLabel: "Search articles, episodes, guides and services",
  placeholder: "Try “money” or “in-laws”",
  submit: "Search",
  noResultsStatus: "No results yet. Press Enter to search anyway.",
  resultsStatus: (count: number, shown: number) => `${count} ${count === 1 ? "result" : "results"}. The first ${shown} are listed below the search box.`,
  seeAll: (count: number) => `See all ${count} ${count === 1 ? "result" : "results"}`,
  nothingYet: (q: string) => `Nothing matches “${q}” yet. Try a shorter word, like “money” or “fight”.`,
};
