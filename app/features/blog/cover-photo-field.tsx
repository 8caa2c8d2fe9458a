import { useMutation } from "@tanstack/react-query";
import { buttonClass, ErrorNote } from "~/components/admin/admin-kit";
import type { EditorPost } from "./blog-editor-types";
import { sendJson, useBlogInvalidation } from "./blog-publishing";
import { ImagePickerButton } from "./image-picker";

/**
 * The post's cover photo: a photo from the media library in place of the drawn cover, on the post,
 * in the blog's lists and in link previews. It is placed at once (it is no field of the form), so
 * the post needs saving once first.
 */
export function CoverPhotoField({ post, onChanged }: { post: EditorPost | null; onChanged: (coverPhoto: EditorPost["coverPhoto"]) => void }) {
  const invalidate = useBlogInvalidation();
  const place = useMutation({
    mutationFn: (assetId: string | null) => sendJson<EditorPost>("PUT", `/api/blog/posts/${post!.id}/cover`, { assetId }),
    onSuccess: (saved) => {
      onChanged(saved.coverPhoto);
      invalidate();
    },
  });
  return (
    <div>
      <p className="mb-2 text-sm font-semibold text-ink">Cover photo</p>
      {!post ? (
        <p className="text-sm text-ink-soft">Save the post once, then you can put a photo from the media library in place of the drawing.</p>
      ) : (
        <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
          {post.coverPhoto ? (
            <img
              src={post.coverPhoto.src}
              alt=""
              width={160}
              height={100}
              className="aspect-[16/10] w-40 rounded-lg object-cover"
              style={{ objectPosition: post.coverPhoto.objectPosition }}
              data-testid="cover-photo-preview"
            />
          ) : null}
          <div className="space-y-2">
            <p className="text-sm text-ink-soft">
              {post.coverPhoto
                ? "Shown in place of the drawn cover on the post, in the blog's lists and in link previews."
                : "None: the post shows the drawn cover above. A photo from the media library can take its place."}
            </p>
            <div className="flex flex-wrap gap-2">
              <ImagePickerButton
                label={post.coverPhoto ? "Change cover photo" : "Add a cover photo"}
                title="Choose a cover photo"
                onChoose={({ assetId }) => place.mutate(assetId)}
              />
              {post.coverPhoto ? (
                <button type="button" className={buttonClass.secondary} disabled={place.isPending} onClick={() => place.mutate(null)}>
                  Use the drawn cover
                </button>
              ) : null}
            </div>
          </div>
        </div>
      )}
      <div aria-live="polite" className="mt-2">
        {place.isError ? <ErrorNote>{place.error.message}</ErrorNote> : null}
      </div>
    </div>
  );
}
