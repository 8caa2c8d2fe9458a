// Makes the AVIF and WebP files of every photo set in the content: a person's (`photo` in
// app/content/therapists.ts) cropped square into public/people/<slug>-<width>.avif|webp, an office
// band's (`photo` in spacesBands, app/content/home.ts) cropped 4:3 into public/spaces/. Originals
// are in app/content/photos/. Needs `sharp`, which the site itself does not depend on:
//   npm install --no-save sharp && npm run build:photos
// Commit the files it writes; the build copies public/ as it is.
import { mkdir } from "node:fs/promises";
import path from "node:path";
import { PHOTO_WIDTHS, photoFile } from "~/components/art/therapist-portrait";
import { SPACE_PHOTO_WIDTHS, spacePhotoFile, type PhotoBand } from "~/components/sections/photo-bands";
import { spacesBands } from "~/content/home";
import { clientExperienceDirector, therapists } from "~/content/therapists";

/** Every file to make: the original, and each output with its width and height. */
const jobs: { original: string; outputs: { file: string; width: number; height: number }[] }[] = [];
for (const person of [...therapists, clientExperienceDirector]) {
  if (!person.photo) continue;
  const outputs = PHOTO_WIDTHS.flatMap((w) => (["avif", "webp"] as const).map((f) => ({ file: photoFile(person.slug, w, f), width: w, height: w })));
  jobs.push({ original: person.photo.src, outputs });
}
for (const band of Object.values(spacesBands) as PhotoBand[]) {
  if (!band.photo) continue;
  const outputs = SPACE_PHOTO_WIDTHS.flatMap((w) =>
    (["avif", "webp"] as const).map((f) => ({ file: spacePhotoFile(band.slug, w, f), width: w, height: (w * 3) / 4 })),
  );
  jobs.push({ original: band.photo.src, outputs });
}
if (jobs.length === 0) {
  console.log("photos: no `photo` is set in the content; the illustrations are shown.");
  process.exit(0);
}

type SharpChain = {
  resize(w: number, h: number, o: { fit: "cover"; position: string }): SharpChain;
  avif(o: { quality: number }): SharpChain;
  webp(o: { quality: number }): SharpChain;
  toFile(file: string): Promise<unknown>;
};
let sharp: (file: string) => SharpChain;
try {
  // A variable name keeps the compiler from requiring sharp's types: it is not a dependency.
  const name = "sharp";
  sharp = ((await import(name)) as { default: typeof sharp }).default;
} catch {
  console.error("photos: sharp is not installed. Run `npm install --no-save sharp`, then `npm run build:photos` again.");
  process.exit(1);
}

const outDir = path.resolve("public");
for (const job of jobs) {
  const original = path.resolve("app/content/photos", job.original);
  for (const out of job.outputs) {
    const file = path.join(outDir, out.file);
    await mkdir(path.dirname(file), { recursive: true });
    const cropped = sharp(original).resize(out.width, out.height, { fit: "cover", position: "attention" });
    await (file.endsWith(".avif") ? cropped.avif({ quality: 55 }) : cropped.webp({ quality: 78 })).toFile(file);
  }
  console.log(`photos: ${job.original}: ${job.outputs.length} files in public/`);
}
