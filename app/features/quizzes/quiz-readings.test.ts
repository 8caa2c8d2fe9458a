import { describe, expect, it } from "vitest";
import { guideBySlug } from "~/content/guides";
import { episodeBySlug } from "~/content/podcasts";
import { quizzes } from "~/content/quizzes";
import { parseBlogFile } from "~/features/blog/blog-file.server";
import { blogContentFolder, readBlogContentFiles } from "~/features/blog/blog-seed.server";
import { quizPageData, readingPostSlugs } from "./quiz-data.server";

/** The post files seeded into the blog, by slug (the unlisted test post recommends nothing). */
const posts = new Map(
  readBlogContentFiles(blogContentFolder())
    .filter((f) => f.name !== "blog-test-post.md")
    .map((f) => parseBlogFile(f.text))
    .map((p) => [p.slug, p] as const),
);

const results = quizzes.flatMap((q) => q.results.map((r) => [`${q.id} → ${r.id}`, r.reading] as const));

describe("every quiz result's recommended reading", () => {
  it.each(results)("%s names something that exists and is published", (_name, reading) => {
    if (reading.kind === "post") {
      const post = posts.get(reading.slug);
      expect(post, `no post file with slug ${reading.slug}`).toBeDefined();
      expect(post!.status).toBe("published");
    } else if (reading.kind === "episode") {
      const episode = episodeBySlug(reading.slug);
      expect(episode, `no episode with slug ${reading.slug}`).toBeDefined();
      expect(new Date(episode!.publishedAt).getTime()).toBeLessThanOrEqual(Date.now());
    } else {
      expect(guideBySlug(reading.slug), `no guide with slug ${reading.slug}`).toBeDefined();
    }
  });

  it("becomes a link on every result, with the post titles the database holds", () => {
    for (const quiz of quizzes) {
      const titles = Object.fromEntries(readingPostSlugs(quiz).map((slug) => [slug, posts.get(slug)!.title]));
      const { readings } = quizPageData(quiz, titles);
      for (const result of quiz.results) {
        const link = readings[result.id];
        expect(link, `${quiz.id} → ${result.id}`).toBeDefined();
        const expected = {
          post: `/blog/${result.reading.slug}`,
          episode: `/resources/podcasts/episode-${result.reading.slug}`,
          guide: `/resources/downloads-guides/${result.reading.slug}`,
        }[result.reading.kind];
        expect(link!.path).toBe(expected);
        expect(link!.title.length).toBeGreaterThan(5);
      }
    }
  });

  it("leaves out a post the database no longer lists, rather than link to a 404", () => {
    const quiz = quizzes.find((q) => q.results.some((r) => r.reading.kind === "post"))!;
    const { readings } = quizPageData(quiz, {});
    for (const result of quiz.results) {
      if (result.reading.kind === "post") expect(readings[result.id]).toBeUndefined();
      else expect(readings[result.id]).toBeDefined();
    }
  });
});
