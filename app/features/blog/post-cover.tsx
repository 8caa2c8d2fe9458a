import { BlogCoverArt, BLOG_COVER_SIZE } from "~/components/art/blog-cover-art";
import { MediaPicture } from "~/components/art/site-photos";
import type { PostCardData } from "./blog-types";

/**
 * A post's cover: the practice's photo when it placed one, cropped to the drawings' 16:10 box at
 * its focal point, else the drawn motif. Decorative either way (alt ""): the title beside it says
 * what the post is about.
 */
export function PostCover({ post, sizes, className, eager = false }: { post: PostCardData; sizes: string; className: string; eager?: boolean }) {
  if (!post.coverPhoto) return <BlogCoverArt motif={post.cover} className={className} />;
  return (
    <MediaPicture
      photo={post.coverPhoto}
      alt=""
      sizes={sizes}
      width={BLOG_COVER_SIZE.width}
      height={BLOG_COVER_SIZE.height}
      eager={eager}
      className={`aspect-[16/10] ${className}`}
      data-cover-photo=""
    />
  );
}
