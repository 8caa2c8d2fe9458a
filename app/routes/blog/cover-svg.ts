import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { data } from "react-router";
import { BlogCoverArt } from "~/components/art/blog-cover-art";
import { blogCoverMotifs, type BlogCoverMotif } from "~/content/blog-taxonomy";
import type { Route } from "./+types/cover-svg";

/** A post's cover as a file (/resources/blog/covers/{motif}.svg) for JSON-LD, link previews and feeds. */
export function loader({ params }: Route.LoaderArgs) {
  const motif = /^([a-z]+)\.svg$/.exec(params.file ?? "")?.[1];
  if (!motif || !(blogCoverMotifs as readonly string[]).includes(motif)) throw data("Not found", { status: 404 });
  const svg = renderToStaticMarkup(createElement(BlogCoverArt, { motif: motif as BlogCoverMotif, standalone: true, className: "" }));
  return new Response(`<?xml version="1.0" encoding="UTF-8"?>\n${svg}`, {
    headers: { "Content-Type": "image/svg+xml; charset=utf-8", "Cache-Control": "public, max-age=86400" },
  });
}
