/**
 * How each person on the team is drawn until the practice adds photographs (a `photo` in
 * therapists.ts replaces the drawing). Kept apart from therapists.ts because the navigation on
 * every page reads that list: only the server and the drawing's own lazy chunk read this file.
 * Each choice follows what the person's profile says about them; the alt text describes the
 * drawing as a visitor would see it.
 */
export interface PortraitArt {
  /** Said by screen readers where the picture is not next to the person's name. */
  alt: string;
  skin: string;
  face: "oval" | "round" | "long" | "heart" | "square";
  eyes: "smile" | "dots";
  brows: "soft" | "arched" | "straight" | "thick";
  mouth: "smile" | "grin" | "soft";
  hair: {
    style: "afro" | "locs" | "bun" | "long" | "waves" | "short" | "fringe";
    colour: string;
    /** Grey at the temples, a silver streak at the front. */
    grey?: "temples" | "streak";
  };
  facialHair?: { style: "beard" | "stubble"; colour: string };
  glasses?: { shape: "round" | "square"; colour: string };
  clothing: {
    style: "crew" | "v" | "collar" | "blazer" | "cardigan" | "turtleneck";
    colour: string;
    /** The layer under a blazer or cardigan, or a collar's colour. */
    inner?: string;
  };
  accessory?: "hoops" | "studs" | "drops" | "necklace";
  /** Smile lines and crow's feet, for the more seasoned clinicians. */
  lines?: boolean;
  freckles?: boolean;
  background: { colour: string; shape: string };
}

export const portraitArt: Record<string, PortraitArt> = {
  "nia-carter": {
    alt: "Illustrated portrait of Nia Carter, smiling, with deep brown skin, a full rounded afro, gold hoop earrings and a mustard blazer.",
    skin: "#6b4330",
    face: "oval",
    eyes: "smile",
    brows: "arched",
    mouth: "grin",
    hair: { style: "afro", colour: "#1e1512" },
    clothing: { style: "blazer", colour: "#d89a2b", inner: "#fbf7f1" },
    accessory: "hoops",
    background: { colour: "#7fb7a8", shape: "#cfe6df" },
  },
  "elena-brooks": {
    alt: "Illustrated portrait of Dr. Elena Brooks, with a calm, warm smile, with fair freckled skin, auburn hair in a low bun with a silver streak, round tortoiseshell glasses and a rust cardigan.",
    skin: "#f3d2bd",
    face: "heart",
    eyes: "dots",
    brows: "soft",
    mouth: "soft",
    hair: { style: "bun", colour: "#8a3f22", grey: "streak" },
    glasses: { shape: "round", colour: "#6b3a1e" },
    clothing: { style: "cardigan", colour: "#b4462c", inner: "#f6e7d8" },
    accessory: "studs",
    lines: true,
    freckles: true,
    background: { colour: "#f2c4b3", shape: "#fdf0eb" },
  },
  "marcus-hale": {
    alt: "Illustrated portrait of Marcus Hale, grinning, with light olive skin, short brown hair graying at the temples, a salt-and-pepper beard and a navy open-collar shirt.",
    skin: "#e0b594",
    face: "square",
    eyes: "smile",
    brows: "thick",
    mouth: "grin",
    hair: { style: "short", colour: "#4a3426", grey: "temples" },
    facialHair: { style: "beard", colour: "#5b4a40" },
    clothing: { style: "collar", colour: "#3d4f7c", inner: "#a9b8dc" },
    lines: true,
    background: { colour: "#a9b8dc", shape: "#dfe6f5" },
  },
  "priya-raman": {
    alt: "Illustrated portrait of Priya Raman, smiling, with warm brown skin, long straight black hair parted to the side, gold drop earrings and a plum top.",
    skin: "#a86e4c",
    face: "oval",
    eyes: "dots",
    brows: "arched",
    mouth: "smile",
    hair: { style: "long", colour: "#15100e" },
    clothing: { style: "v", colour: "#7a4b8c" },
    accessory: "drops",
    background: { colour: "#d9bfe3", shape: "#f1e6f5" },
  },
  "danielle-okafor": {
    alt: "Illustrated portrait of Danielle Okafor, smiling, with deep brown skin, shoulder-length locs, gold hoop earrings and an ochre turtleneck.",
    skin: "#4f3022",
    face: "round",
    eyes: "dots",
    brows: "straight",
    mouth: "smile",
    hair: { style: "locs", colour: "#241814" },
    clothing: { style: "turtleneck", colour: "#c98a2e" },
    accessory: "hoops",
    background: { colour: "#f0d3a6", shape: "#fbecd3" },
  },
  "sam-whitfield": {
    alt: "Illustrated portrait of Sam Whitfield, smiling, with light skin, straight black hair with a side-swept fringe, square glasses and a green crewneck sweater.",
    skin: "#eec8a4",
    face: "long",
    eyes: "smile",
    brows: "straight",
    mouth: "smile",
    hair: { style: "fringe", colour: "#1b1714" },
    glasses: { shape: "square", colour: "#1d1b19" },
    clothing: { style: "crew", colour: "#2f6f4f", inner: "#fbf7f1" },
    background: { colour: "#b9dcc4", shape: "#e3f1e7" },
  },
  "alexis-moreno": {
    alt: "Illustrated portrait of Alexis Moreno, smiling, with golden-tan skin, long dark wavy hair, small gold stud earrings, a fine necklace and a coral blouse.",
    skin: "#c98e66",
    face: "heart",
    eyes: "smile",
    brows: "arched",
    mouth: "grin",
    hair: { style: "waves", colour: "#3a2318" },
    clothing: { style: "v", colour: "#d56a4c" },
    accessory: "necklace",
    background: { colour: "#f6dcc6", shape: "#fdf0eb" },
  },
};
