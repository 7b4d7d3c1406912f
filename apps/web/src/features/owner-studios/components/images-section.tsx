import {
  useCallback,
  useId,
  useState,
  type ChangeEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import { useController } from 'react-hook-form';
import {
  MAX_IMAGE_BYTES,
  MAX_STUDIO_IMAGES,
  STUDIO_MESSAGES,
  type StudioFormMode,
} from '@studio-hive/domain';
import { Alert } from '../../../components/ui/alert';
import { Badge } from '../../../components/ui/badge';
import { FormSection } from './form-section';
import { SECTION_IDS, type SectionProps } from './studio-form-types';

export const IMAGE_HINT = 'PNG, JPG, GIF up to 10MB';

const names = (files: readonly File[]) => {
  const quoted = files.map((file) => file.name);
  return quoted.length <= 1
    ? (quoted[0] ?? '')
    : `${quoted.slice(0, -1).join(', ')} and ${quoted.at(-1)}`;
};

/** Why some chosen files were left out: too large (10 MB each, docs/product.md#constants) or not images. */
function refusedFilesMessage(tooLarge: readonly File[], notImages: readonly File[]) {
  const parts: string[] = [];
  if (tooLarge.length > 0) {
    parts.push(
      `Each image can be at most 10 MB; ${names(tooLarge)} ${tooLarge.length === 1 ? 'is larger and was' : 'are larger and were'} not added.`,
    );
  }
  if (notImages.length > 0) {
    parts.push(
      `${names(notImages)} ${notImages.length === 1 ? 'is not an image and was' : 'are not images and were'} not added.`,
    );
  }
  return parts.length > 0 ? parts.join(' ') : null;
}

/** A chosen file's preview through an object URL, revoked when the preview goes away. */
function FilePreview({ file }: { file: File }) {
  const attach = useCallback(
    (img: HTMLImageElement | null) => {
      if (!img) return;
      const url = URL.createObjectURL(file);
      img.src = url;
      return () => URL.revokeObjectURL(url);
    },
    [file],
  );
  return <img ref={attach} alt={`Preview of ${file.name}`} className="size-full object-cover" />;
}

function ImageTile({
  children,
  cover,
  removeLabel,
  onRemove,
}: {
  children: ReactNode;
  cover: boolean;
  removeLabel: string;
  onRemove: () => void;
}) {
  return (
    <li className="relative aspect-[4/3] overflow-hidden rounded-lg bg-slate-100 ring-1 ring-slate-200">
      {children}
      {cover ? (
        <Badge tone="indigo" className="absolute top-2 left-2 shadow-sm">
          Cover
        </Badge>
      ) : null}
      <button
        type="button"
        onClick={onRemove}
        className="absolute right-2 bottom-2 rounded-md bg-white/95 px-2.5 py-1 text-xs font-semibold text-rose-700 shadow-sm ring-1 ring-slate-200 hover:bg-rose-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
      >
        Remove<span className="sr-only"> {removeLabel}</span>
      </button>
    </li>
  );
}

type ImagesSectionProps = SectionProps & {
  mode: StudioFormMode;
  /** The file input, for the form to focus when no image was given. */
  inputRef: RefObject<HTMLInputElement | null>;
  /** Edit: card-sized versions of the current images, by full URL. */
  thumbnails?: Readonly<Record<string, string>>;
};

/**
 * Up to 5 images (on edit the kept current ones count too), 10 MB each, previewed before upload
 * (docs/product.md#studio-validation and docs/product.md#constants). The first image is the studio's cover on its card.
 */
export function ImagesSection({
  form,
  errors,
  mode,
  inputRef,
  thumbnails = {},
}: ImagesSectionProps) {
  const { field: images } = useController({ control: form.control, name: 'images' });
  const { field: existing } = useController({ control: form.control, name: 'existingImages' });
  const [problem, setProblem] = useState<string | null>(null);
  const titleId = useId();
  const hintId = useId();
  const problemId = useId();
  const total = images.value.length + existing.value.length;

  const onFiles = (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []);
    // Choosing the same file again after removing it must fire another change.
    event.target.value = '';
    if (files.length === 0) return;
    const isImage = (file: File) => file.type === '' || file.type.startsWith('image/');
    const notImages = files.filter((file) => !isImage(file));
    const tooLarge = files.filter((file) => isImage(file) && file.size > MAX_IMAGE_BYTES);
    const fitting = files.filter((file) => isImage(file) && file.size <= MAX_IMAGE_BYTES);
    if (total + fitting.length > MAX_STUDIO_IMAGES) {
      setProblem(
        mode === 'add' ? STUDIO_MESSAGES.tooManyImagesAdd : STUDIO_MESSAGES.tooManyImagesEdit,
      );
      return;
    }
    if (fitting.length > 0) {
      images.onChange([...images.value, ...fitting]);
      form.clearErrors('images');
    }
    setProblem(refusedFilesMessage(tooLarge, notImages));
  };

  const afterRemove = () => {
    setProblem(null);
    inputRef.current?.focus();
  };

  const sectionError = errors.images?.message ?? errors.existingImages?.message;
  const newTitle = mode === 'edit' ? 'New images' : 'Selected images';
  return (
    <FormSection
      id={SECTION_IDS.images}
      title="Studio Images"
      description={`Up to ${MAX_STUDIO_IMAGES} photos; the first one is the cover of your studio's card.`}
      error={sectionError}
    >
      <div className="relative">
        <input
          ref={inputRef}
          name="images"
          type="file"
          accept="image/*"
          multiple
          onChange={onFiles}
          aria-labelledby={titleId}
          aria-describedby={problem ? `${hintId} ${problemId}` : hintId}
          className="peer sr-only"
          id={`${titleId}-input`}
        />
        <label
          htmlFor={`${titleId}-input`}
          className="flex cursor-pointer flex-col items-center justify-center gap-1.5 rounded-xl border-2 border-dashed border-slate-300 bg-slate-50 px-6 py-8 text-center transition-colors hover:border-indigo-400 hover:bg-indigo-50/50 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-indigo-600"
        >
          <svg
            aria-hidden="true"
            viewBox="0 0 24 24"
            className="size-9 fill-none stroke-indigo-500"
            strokeWidth="1.5"
            strokeLinecap="round"
            strokeLinejoin="round"
          >
            <rect x="3" y="4" width="18" height="16" rx="2" />
            <circle cx="8.5" cy="9.5" r="1.5" />
            <path d="M21 16l-5-5-8 8" />
          </svg>
          <span id={titleId} className="text-sm font-semibold text-indigo-700">
            Choose images
          </span>
          <span id={hintId} className="text-xs text-slate-500">
            {IMAGE_HINT}
          </span>
          <span className="text-xs font-medium text-slate-600">
            {total} of {MAX_STUDIO_IMAGES} images
          </span>
        </label>
      </div>
      {problem ? (
        <Alert>
          <span id={problemId}>{problem}</span>
        </Alert>
      ) : null}

      {mode === 'edit' ? (
        <div>
          <h3 className="text-sm font-semibold text-slate-900">Current images</h3>
          {existing.value.length > 0 ? (
            <ul className="mt-2 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
              {existing.value.map((url, index) => (
                <ImageTile
                  key={url}
                  cover={index === 0}
                  removeLabel={`current image ${index + 1}`}
                  onRemove={() => {
                    existing.onChange(existing.value.filter((other) => other !== url));
                    afterRemove();
                  }}
                >
                  <img
                    src={thumbnails[url] ?? url}
                    alt={`Current image ${index + 1}`}
                    loading="lazy"
                    className="size-full object-cover"
                  />
                </ImageTile>
              ))}
            </ul>
          ) : (
            <p className="mt-1 text-sm text-slate-600">No current images are kept.</p>
          )}
        </div>
      ) : null}

      {images.value.length > 0 ? (
        <div>
          <h3 className="text-sm font-semibold text-slate-900">{newTitle}</h3>
          <ul className="mt-2 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
            {images.value.map((file, index) => (
              <ImageTile
                key={`${file.name}-${file.size}-${file.lastModified}-${index}`}
                cover={existing.value.length === 0 && index === 0}
                removeLabel={file.name}
                onRemove={() => {
                  images.onChange(images.value.filter((_, i) => i !== index));
                  afterRemove();
                }}
              >
                <FilePreview file={file} />
              </ImageTile>
            ))}
          </ul>
        </div>
      ) : null}
    </FormSection>
  );
}
