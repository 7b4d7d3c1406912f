import { youtubeEmbedId, youtubePrivacyEmbedUrl } from '@studio-hive/domain';

/**
 * Showcase videos as privacy-enhanced YouTube embeds (youtube-nocookie.com: no cookies until
 * played), loaded lazily, never autoplaying. Links that are not YouTube embed links are skipped.
 */
export function StudioVideos({ links, title }: { links: readonly string[]; title: string }) {
  const ids = links.map(youtubeEmbedId).filter((id): id is string => id !== null);
  if (ids.length === 0) return null;
  return (
    <ul className="grid gap-4 sm:grid-cols-2">
      {ids.map((id, i) => (
        <li key={`${i}-${id}`} className="overflow-hidden rounded-xl bg-slate-900 shadow-sm">
          <iframe
            src={youtubePrivacyEmbedUrl(id)}
            title={`${title}: showcase video ${i + 1}`}
            loading="lazy"
            allow="encrypted-media; picture-in-picture; fullscreen"
            allowFullScreen
            referrerPolicy="strict-origin-when-cross-origin"
            className="aspect-video w-full border-0"
          />
        </li>
      ))}
    </ul>
  );
}
