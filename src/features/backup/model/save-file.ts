import { saveBlob } from '@/lib/save-blob';

/** Saves text as a file of the given type. */
export function saveFile(name: string, text: string, type: string) {
  saveBlob(new Blob([text], { type }), name);
}
