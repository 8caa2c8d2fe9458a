import { Link } from "react-router";
import { PageHeader } from "~/components/sections/page-header";
import { Heading } from "~/components/ui/heading";
import { sitemapPage as copy } from "~/content/sitemap-page";
import { feedPosts } from "~/features/blog/blog-pages.server";
import { sitemapPageGroups } from "~/features/seo/site-files.server";
import { seoMeta } from "~/lib/seo";
import type { Route } from "./+types/sitemap";

/**
 * On the server: the content behind the dynamic routes (guides, episodes) stays out of the page's
 * code, and blog posts, which are rows rather than routes, are added from the database.
 */
export async function loader({ context }: Route.LoaderArgs) {
  return { groups: sitemapPageGroups(await feedPosts(context.db, 5000)) };
}

export function meta(args: Route.MetaArgs) {
  return seoMeta(args, { title: copy.title, description: copy.description });
}

export default function SitemapPage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader eyebrow={copy.eyebrow} title={copy.headline} lede={copy.lede} />
      <section className="container-page py-14 sm:py-20">
        <div className="grid gap-10 sm:grid-cols-2 lg:grid-cols-3">
          {loaderData.groups.map(({ group, id, entries }) => (
            <nav key={group} aria-labelledby={id}>
              <Heading id={id} size="item">
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
