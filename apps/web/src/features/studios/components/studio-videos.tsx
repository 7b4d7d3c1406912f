import { parseYoutubeLink, youtubeEmbedUrl, type YoutubeVideo } from '@studio-hive/domain';

/**
 * Showcase videos as privacy-enhanced YouTube embeds (youtube-nocookie.com: no cookies until
 * played), loaded lazily, never autoplaying. Links stored before they were kept on that host
 * (www.youtube.com/embed) play there too; links that are not YouTube videos are skipped.
 */
export function StudioVideos({ links, title }: { links: readonly string[]; title: string }) {
  const videos = links.map(parseYoutubeLink).filter((v): v is YoutubeVideo => v !== null);
  if (videos.length === 0) return null;
  return (
    <ul className="grid gap-4 sm:grid-cols-2">
      {videos.map((video, i) => (
        <li key={`${i}-${video.id}`} className="overflow-hidden rounded-xl bg-slate-900 shadow-sm">
          <iframe
            src={youtubeEmbedUrl(video)}
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
