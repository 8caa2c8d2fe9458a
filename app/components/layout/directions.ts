/** A maps directions page to the office (`destination`) by car, from the visitor's position when known. */
export function directionsUrl(destination: string, origin?: { latitude: number; longitude: number }): string {
  const params = new URLSearchParams({ api: "1", destination, travelmode: "driving" });
  if (origin) params.set("origin", `${origin.latitude.toFixed(5)},${origin.longitude.toFixed(5)}`);
  return `https://www.google.com/maps/dir/?${params.toString()}`;
}

const GEOLOCATION_TIMEOUT_MS = 8_000;

/**
 * Opens the directions tab inside the click (so popup blockers allow it), then asks for the
 * visitor's position and sends the tab on, with the origin only if the visitor allowed it.
 */
export function openDirections(destination: string): void {
  const tab = window.open("", "_blank");
  if (!tab) {
    // The browser refused a new tab outright: go there in this one, without asking for a position.
    window.location.assign(directionsUrl(destination));
    return;
  }
  tab.opener = null;
  const fallback = directionsUrl(destination);
  tab.document.title = "Directions to Millennial Life";
  tab.document.body.style.font = "16px/1.5 system-ui, sans-serif";
  tab.document.body.style.padding = "2rem";
  const note = tab.document.createElement("p");
  note.textContent = "Opening directions to our Dallas office. To start from where you are, allow location in the previous tab, or ";
  const link = tab.document.createElement("a");
  link.href = fallback;
  link.textContent = "continue without your location";
  note.append(link, ".");
  tab.document.body.append(note);

  let done = false;
  const go = (url: string) => {
    if (done) return;
    done = true;
    tab.location.replace(url);
  };
  if (!("geolocation" in navigator)) return go(fallback);
  const timer = window.setTimeout(() => go(fallback), GEOLOCATION_TIMEOUT_MS);
  navigator.geolocation.getCurrentPosition(
    (position) => {
      window.clearTimeout(timer);
      go(directionsUrl(destination, position.coords));
    },
    () => {
      window.clearTimeout(timer);
      go(fallback);
    },
    { timeout: GEOLOCATION_TIMEOUT_MS, maximumAge: 300_000 },
  );
}
