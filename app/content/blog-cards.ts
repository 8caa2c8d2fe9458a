// Apart from blog-pages.ts: the hub and the homepage show post cards and load only these words.
/** The words around a post in a list and on its own page: its topics, byline and reading time. */
export const blogPostCopy = {
  topicsLabel: "Topics",
  by: "By",
  readingTime: (minutes: number) => `${minutes} min read`,
  aboutAuthorLabel: "About the author",
  writtenBy: "Written by",
  meetAuthor: (firstName: string) => `Meet ${firstName}`,
  meetTeam: "Meet the team",
};
