/** The words of the HTML sitemap at /sitemap. */
export const sitemapPage = {
  title: "Sitemap",
  description: "Every page on the Millennial Life website in one list: therapy services, programs, our team, fees, resources and policies.",
  eyebrow: "Sitemap",
  headline: "Every page, in one place",
  lede: "Looking for something specific? Here is the whole site, grouped the way visitors usually look for it.",
  /** The group the blog's posts (rows, not routes) are listed under, last. */
  postsGroup: "Blog posts",
};
