import { YOUTUBE_LINK_SLOTS } from '@studio-hive/domain';
import { TextField } from '../../../components/ui/text-field';
import { FormSection } from './form-section';
import { SECTION_IDS, type SectionProps } from './studio-form-types';

/**
 * The Instagram username and two YouTube links (docs/product.md#studio-form and docs/product.md#constants): any link copied from
 * YouTube (watch, Share, Shorts, embed); the server stores it as a privacy-enhanced embed link.
 */
export function SocialLinksSection({ form, errors }: SectionProps) {
  const { register } = form;
  const youtubeErrors = errors.youtubeLinks;
  return (
    <FormSection
      id={SECTION_IDS.links}
      title="Social & Video Links"
      description="Optional. Videos show on your studio's page; the Instagram profile is shown to guests who book."
      error={youtubeErrors?.message}
    >
      <TextField
        label="Instagram Username"
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        placeholder="yourstudio"
        hint="The username only, without @ or a link."
        error={errors.instagramUsername?.message}
        {...register('instagramUsername')}
      />
      <div className="grid gap-5 md:grid-cols-2">
        {Array.from({ length: YOUTUBE_LINK_SLOTS }, (_, slot) => (
          <TextField
            key={slot}
            label={`YouTube Embed Link ${slot + 1}`}
            type="url"
            inputMode="url"
            autoComplete="off"
            spellCheck={false}
            placeholder="https://youtu.be/VIDEO_ID"
            hint={
              slot === 0
                ? 'Paste the video’s link from YouTube: the Share button or the address bar.'
                : undefined
            }
            error={youtubeErrors?.[slot]?.message}
            {...register(`youtubeLinks.${slot}`)}
          />
        ))}
      </div>
    </FormSection>
  );
}
