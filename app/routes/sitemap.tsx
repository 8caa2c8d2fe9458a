import { Link, type MetaFunction } from "react-router";
import { PageHeader } from "~/components/sections/page-header";
import { feedPosts } from "~/features/blog/blog-pages.server";
import { publicSitemapEntries, type SitemapEntry } from "~/features/seo/sitemap-paths";
import { seoMeta } from "~/lib/seo";
import type { Route } from "./+types/sitemap";
import { Heading } from "~/components/ui/heading";

/**
 * On the server: the content behind the dynamic routes (guides, episodes) stays out of the page's
 * code, and blog posts, which are rows rather than routes, are added from the database.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const posts = await feedPosts(context.db, 5000);
  return { entries: publicSitemapEntries(), posts: posts.map((p) => ({ path: `/blog/${p.slug}`, label: p.title })) };
}

export const meta: MetaFunction = (args) =>
  seoMeta(args, {
    title: "Sitemap",
    description: "Every page on the Millennial Life website in one list: therapy services, programs, our team, fees, resources and policies.",
  });

export default function SitemapPage({ loaderData }: Route.ComponentProps) {
  const { entries, posts } = loaderData;
  const groups = new Map<string, Pick<SitemapEntry, "path" | "label">[]>();
  for (const entry of entries) {
    groups.set(entry.group, [...(groups.get(entry.group) ?? []), entry]);
  }
  if (posts.length) groups.set("Blog posts", posts);
  return (
    <>
      <PageHeader
        eyebrow="Sitemap"
        title="Every page, in one place"
        lede="Looking for something specific? Here is the whole site, grouped the way visitors usually look for it."
      />
      <section className="container-page py-14 sm:py-20">
        <div className="grid gap-10 sm:grid-cols-2 lg:grid-cols-3">
          {[...groups].map(([group, entries]) => (
            <nav key={group} aria-labelledby={`sitemap-${slug(group)}`}>
              <Heading id={`sitemap-${slug(group)}`} size="item">
                {group}
              </Heading>
              <ul className="mt-3 space-y-1">
                {entries.map((e) => (
                  <li key={e.path}>
                    <Link to={e.path} className="inline-flex min-h-10 items-center text-teal-700 underline-offset-4 hover:underline">
                      {e.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          ))}
        </div>
      </section>
    </>
  );
}

function slug(s: string) {
  return s.toLowerCase().replace(/[^a-z0-9]+/g, "-");
}
