/** The words on a free guide's card and its download link (the guides list, the hub, a guide's page). */
export const guideCardCopy = {
  coverLabel: "Free guide",
  download: "Download the PDF",
  downloadLabel: (title: string, facts: string) => `Download the PDF of ${title} (${facts})`,
  readOnline: "Read it online",
  /** "PDF · 4 pages · 52 KB": what the download is, before anyone taps it. */
  pdfFacts: (file?: { pages: number; kilobytes: number }) => (file ? `PDF · ${file.pages} pages · ${file.kilobytes} KB` : "PDF"),
  noSignUp: (facts: string) => `${facts}, no sign-up`,
} as const;
