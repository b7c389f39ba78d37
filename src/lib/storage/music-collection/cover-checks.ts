/** Links that may reach an `src`: web URLs, same-origin paths and embedded images. */
export function isSafeUrl(url: string): boolean {
  return (
    /^https?:\/\//i.test(url) ||
    /^\/(?![/\\])/.test(url) ||
    /^data:image\/(png|jpeg|webp|gif);base64,/i.test(url)
  );
}

/** A cover picked by the listener: an embedded image, never a link that leaves the device. */
export const isSafeCover = (url: string) =>
  /^data:image\/(png|jpeg|webp|gif);base64,[A-Za-z0-9+/]+=*$/i.test(url);

/** A playlist's picture: a link an `src` may load, or an emoji (the Downloads playlist's 📥). */
export const isPlaylistImage = (value: string) =>
  isSafeUrl(value) || /^(?:\p{Extended_Pictographic}\ufe0f?\u200d?){1,4}$/u.test(value);
