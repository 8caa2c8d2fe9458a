import { useId } from "react";
import { Field, inputClass, Panel } from "~/components/admin/admin-kit";
import { blogCoverMotifs, blogTopics } from "~/content/blog-taxonomy";
import type { EditorFields, EditorPost } from "./blog-editor-types";
import type { AuthorOption } from "./blog-post-list";
import { CoverPhotoField } from "./cover-photo-field";

/** The post's details: title, slug, excerpt, author, crisis lines, topics, drawn cover and cover photo. */
export function PostDetailsPanel({
  fields,
  set,
  fieldError,
  onSlugTyped,
  authors,
  post,
  onCoverChanged,
}: {
  fields: EditorFields;
  set: <K extends keyof EditorFields>(name: K, value: EditorFields[K]) => void;
  fieldError: (name: keyof EditorFields) => string | null;
  /** The slug was typed by hand: the title no longer writes it. */
  onSlugTyped: () => void;
  authors: AuthorOption[];
  post: EditorPost | null;
  onCoverChanged: (coverPhoto: EditorPost["coverPhoto"]) => void;
}) {
  const ids = { title: useId(), slug: useId(), excerpt: useId(), author: useId() };
  return (
    <Panel title="Details" className="lg:col-start-1 lg:row-start-1">
      <div className="space-y-5">
        <Field id={ids.title} label="Title" error={fieldError("title")}>
          <input
            id={ids.title}
            value={fields.title}
            onChange={(e) => set("title", e.target.value)}
            maxLength={160}
            required
            className={inputClass}
            aria-invalid={Boolean(fieldError("title"))}
          />
        </Field>
        <Field
          id={ids.slug}
          label="Slug"
          hint="The address: /blog/ followed by this. When a published post's slug changes, the old address keeps working and leads here."
          error={fieldError("slug")}
        >
          <div className="flex items-stretch overflow-hidden rounded-xl border border-line bg-white focus-within:border-teal-600">
            <span className="flex items-center bg-sand px-3 text-sm text-ink-soft">/blog/</span>
            <input
              id={ids.slug}
              value={fields.slug}
              onChange={(e) => {
                onSlugTyped();
                set("slug", e.target.value.toLowerCase());
              }}
              maxLength={100}
              required
              className="min-h-11 w-full min-w-0 px-3 text-base text-ink sm:text-sm"
              aria-invalid={Boolean(fieldError("slug"))}
              aria-describedby={`${ids.slug}-hint`}
            />
          </div>
        </Field>
        <Field
          id={ids.excerpt}
          label="Excerpt"
          hint="One or two sentences for the blog list, search results and link previews (up to 200 characters)."
          error={fieldError("excerpt")}
        >
          <textarea
            id={ids.excerpt}
            value={fields.excerpt}
            onChange={(e) => set("excerpt", e.target.value.replace(/\n/g, " "))}
            maxLength={200}
            rows={2}
            required
            className={`${inputClass} py-2.5`}
            aria-describedby={`${ids.excerpt}-hint`}
          />
        </Field>
        <div className="grid gap-5 sm:grid-cols-2">
          <Field id={ids.author} label="Author" error={fieldError("authorSlug")}>
            <select id={ids.author} value={fields.authorSlug} onChange={(e) => set("authorSlug", e.target.value)} className={inputClass}>
              {authors.map((a) => (
                <option key={a.slug} value={a.slug}>
                  {a.name}
                </option>
              ))}
            </select>
          </Field>
          <label className="flex min-h-11 items-center gap-3 self-end text-sm text-ink">
            <input type="checkbox" checked={fields.crisisNote} onChange={(e) => set("crisisNote", e.target.checked)} className="h-5 w-5 accent-teal-700" />
            Show the crisis lines (988, 911) under the post
          </label>
        </div>
        <fieldset>
          <legend className="mb-2 text-sm font-semibold text-ink">Topics (1 to 3)</legend>
          <div className="flex flex-wrap gap-2">
            {blogTopics.map((t) => {
              const checked = fields.topics.includes(t.slug);
              return (
                <label
                  key={t.slug}
                  className={`inline-flex min-h-10 cursor-pointer items-center gap-2 rounded-full border px-3.5 text-sm font-medium has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-teal-700 ${checked ? "border-teal-700 bg-teal-50 text-teal-900" : "border-line bg-white text-ink"}`}
                >
                  <input
                    type="checkbox"
                    className="h-4 w-4 accent-teal-700"
                    checked={checked}
                    disabled={!checked && fields.topics.length >= 3}
                    onChange={(e) => set("topics", e.target.checked ? [...fields.topics, t.slug] : fields.topics.filter((s) => s !== t.slug))}
                  />
                  {t.label}
                </label>
              );
            })}
          </div>
          {fieldError("topics") ? <p className="mt-1.5 text-sm font-medium text-coral-700">{fieldError("topics")}</p> : null}
        </fieldset>
        <fieldset>
          <legend className="mb-2 text-sm font-semibold text-ink">Cover art</legend>
          <div className="grid grid-cols-3 gap-2 sm:grid-cols-4 xl:grid-cols-6">
            {blogCoverMotifs.map((motif) => (
              <label
                key={motif}
                className={`cursor-pointer rounded-xl border-2 p-1 text-center text-xs font-medium capitalize has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-teal-700 ${fields.cover === motif ? "border-teal-700 bg-teal-50 text-teal-900" : "border-transparent text-ink-soft"}`}
              >
                <input type="radio" name="cover" value={motif} checked={fields.cover === motif} onChange={() => set("cover", motif)} className="sr-only" />
                <img src={`/resources/blog/covers/${motif}.svg`} alt="" width={480} height={300} className="h-auto w-full rounded-lg" />
                <span className="mt-1 block">{motif}</span>
              </label>
            ))}
          </div>
        </fieldset>
        <CoverPhotoField post={post} onChanged={onCoverChanged} />
      </div>
    </Panel>
  );
}
