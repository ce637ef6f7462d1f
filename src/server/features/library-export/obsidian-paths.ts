/**
 * File names of the Obsidian export (ADR 184): `Channel/Episode title.md`, valid on Windows, macOS and
 * Linux, and stable — the same report keeps its name from one export to the next, and names that collide
 * (also by case: Windows and macOS file systems ignore it) are told apart by the episode's date, then by
 * a short id, the oldest keeping the plain name.
 */

/** Longest name part in characters: well under every file system's 255 bytes, with room for a suffix. */
const maxNameChars = 80;
const windowsReserved = /^(con|prn|aux|nul|com[0-9]|lpt[0-9])$/i;

/** One path segment: no separators, reserved or control characters, no trailing dot or space. */
export function safeName(value: string): string {
  const cleaned = value
    .normalize('NFC')
    // Forbidden on Windows (and `/` everywhere), plus what Obsidian reads as link syntax: # ^ [ ] |
    .replace(/[<>:"/\\|?*#^[\]\p{Cc}\p{Cf}]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  let name = [...cleaned].slice(0, maxNameChars).join('');
  // A trailing dot or space is dropped by Windows; a leading dot hides the file.
  name = name.replace(/^[.\s]+/, '');
  while (name.endsWith('.') || name.endsWith(' ')) name = name.slice(0, -1);
  if (!name) return 'Untitled';
  return windowsReserved.test(name.split('.')[0] ?? '') ? `${name}_` : name;
}

export interface PathItem {
  id: string;
  folderKey: string;
  folder: string;
  title: string;
  /** `YYYY-MM-DD`, or null. */
  day: string | null;
  /** Orders a collision: the smallest keeps the plain name. */
  order: string;
}

const fold = (name: string) => name.toLowerCase();

/**
 * Folder names per folder key (a channel): a second channel whose name folds to a taken one gets its
 * short id appended.
 */
function folderNames(items: PathItem[]): Map<string, string> {
  const byKey = new Map<string, string>();
  for (const item of [...items].sort((a, b) => (a.folderKey < b.folderKey ? -1 : 1)))
    if (!byKey.has(item.folderKey)) byKey.set(item.folderKey, safeName(item.folder));
  const taken = new Set<string>();
  const result = new Map<string, string>();
  for (const [key, name] of byKey) {
    const final = taken.has(fold(name)) ? `${name} (${key.slice(0, 8)})` : name;
    taken.add(fold(final));
    result.set(key, final);
  }
  return result;
}

/** Each item's path, `Folder/Name.md`, unique ignoring case. */
export function assignPaths(items: PathItem[]): Map<string, string> {
  const folders = folderNames(items);
  const sorted = [...items].sort((a, b) =>
    a.order < b.order ? -1 : a.order > b.order ? 1 : a.id < b.id ? -1 : 1,
  );
  const taken = new Set<string>();
  const paths = new Map<string, string>();
  for (const item of sorted) {
    const folder = folders.get(item.folderKey) ?? 'Untitled';
    const base = safeName(item.title);
    const candidates = [
      base,
      ...(item.day ? [`${base} (${item.day})`] : []),
      `${base} (${item.day ? `${item.day} ` : ''}${item.id.slice(0, 8)})`,
      `${base} (${item.id})`,
    ];
    const name = candidates.find((c) => !taken.has(fold(`${folder}/${c}`))) ?? `${base} (${item.id})`;
    taken.add(fold(`${folder}/${name}`));
    paths.set(item.id, `${folder}/${name}.md`);
  }
  return paths;
}
