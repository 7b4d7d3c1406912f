/**
 * YouTube video links (docs/api.md): the links owners copy from YouTube, and the one address
 * a studio stores and its page embeds. Plain functions: screens load this with the page.
 */

/** A video and where to start it (whole seconds; 0 from the beginning). */
export type YoutubeVideo = { id: string; start: number };

const VIDEO_ID = /^[A-Za-z0-9_-]{11}$/;
const YOUTUBE_HOSTS = new Set(['youtube.com', 'www.youtube.com', 'm.youtube.com']);
const EMBED_HOSTS = new Set(['youtube-nocookie.com', 'www.youtube-nocookie.com']);
const SHARE_HOST = 'youtu.be';
/** Longest link read; studio forms refuse longer ones before they get here. */
const LINK_MAX_LENGTH = 300;

/** A start time as YouTube writes it: '90', '90s', '1m30s', '1h2m3s'; 0 for anything else. */
function startSeconds(value: string | null): number {
  if (!value) return 0;
  const parts = /^(?:(\d{1,2})h)?(?:(\d{1,4})m)?(?:(\d{1,6})s?)?$/.exec(value);
  if (!parts) return 0;
  const [, hours = '0', minutes = '0', seconds = '0'] = parts;
  return Number(hours) * 3600 + Number(minutes) * 60 + Number(seconds);
}

/** The id of a path `/{...sections}/{id}` (a trailing slash allowed), or null. */
function idInPath(path: string, ...sections: string[]): string | null {
  const parts = path.split('/').filter((part) => part !== '');
  if (parts.length !== sections.length + 1) return null;
  if (sections.some((section, i) => parts[i] !== section)) return null;
  const id = parts[sections.length]!;
  return VIDEO_ID.test(id) ? id : null;
}

/**
 * The video of a link as people copy it from YouTube: a watch page
 * (`youtube.com/watch?v=ID`), a share link (`youtu.be/ID`), a Short (`youtube.com/shorts/ID`),
 * a stream (`youtube.com/live/ID`) or an embed link (`youtube.com/embed/ID`, `youtube-nocookie.com/embed/ID`), with or without
 * `https://`, with its start time (`t` or `start`). Null for anything else.
 */
export function parseYoutubeLink(link: string): YoutubeVideo | null {
  const text = link.trim();
  if (text.length > LINK_MAX_LENGTH) return null;
  // Host, path and query of an http(s) link, the scheme optional; no user, port or spaces.
  const parts = /^(?:https?:\/\/)?([A-Za-z0-9.-]+)(\/[^?#\s]*)?(?:\?([^#\s]*))?(?:#\S*)?$/i.exec(
    text,
  );
  if (!parts) return null;
  const [, rawHost = '', path = '/', query = ''] = parts;
  const host = rawHost.toLowerCase();
  const params = new Map<string, string>();
  for (const pair of query.split('&')) {
    const [name = '', value = ''] = pair.split('=', 2);
    if (!params.has(name)) params.set(name, value);
  }
  const start = startSeconds(params.get('start') ?? params.get('t') ?? null);
  let id: string | null = null;
  if (host === SHARE_HOST) {
    id = idInPath(path);
  } else if (EMBED_HOSTS.has(host)) {
    id = idInPath(path, 'embed');
  } else if (YOUTUBE_HOSTS.has(host)) {
    const watched = params.get('v');
    id =
      path.replace(/\/$/, '') === '/watch'
        ? watched !== undefined && VIDEO_ID.test(watched)
          ? watched
          : null
        : (idInPath(path, 'embed') ?? idInPath(path, 'shorts') ?? idInPath(path, 'live'));
  }
  return id === null ? null : { id, start };
}

/**
 * The privacy-enhanced embed address of a video (no cookies until the visitor plays it): what a
 * studio stores, and what its page embeds.
 */
export function youtubeEmbedUrl(video: YoutubeVideo): string {
  const base = `https://www.youtube-nocookie.com/embed/${video.id}`;
  return video.start > 0 ? `${base}?start=${video.start}` : base;
}
