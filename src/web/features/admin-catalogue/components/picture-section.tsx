import { useEffect, useState } from 'react';
import { Button } from '#web/components/ui/button.js';
import { FormAlert } from '#web/components/ui/form-alert.js';
import { failureMessage } from '#web/lib/form-errors.js';
import { useMedia } from '#web/features/admin-catalogue/api/get-media.js';
import { useMediaPreview } from '#web/features/admin-catalogue/api/get-media-preview.js';
import { useSetFocalPoint, type FocalPoint } from '#web/features/admin-catalogue/api/set-focal-point.js';
import { useUploadMedia } from '#web/features/admin-catalogue/api/upload-media.js';
import type { CatalogueForm } from '#web/features/admin-catalogue/lib/catalogue-form.js';
import { pictureProblem } from '#web/features/admin-catalogue/lib/picture-checks.js';
import { FocalPointPicker } from './focal-point-picker.js';
import { PictureDropZone } from './picture-drop-zone.js';
import { PicturePreviews } from './picture-previews.js';

const UPLOAD_REFUSED = 'Picture not uploaded';

/** The whole picture chosen here, shown for the focal point at once (no round trip for its preview). */
interface LocalPicture {
  uuid: string;
  url: string;
}

function useLocalPicture() {
  const [local, setLocal] = useState<LocalPicture | null>(null);
  useEffect(
    () => () => {
      if (local) URL.revokeObjectURL(local.url);
    },
    [local],
  );
  return [local, setLocal] as const;
}

interface PictureSectionProps {
  /** what the item is called in the texts: 'trip' or 'destination' */
  item: string;
  /** the item as saved: its picture's uuid and the crops the storefront shows now */
  saved: { image: string; banner: string; media_uuid: string | null };
  /** the editor's form: its `media_uuid` is the picture, null for the generated art */
  form: CatalogueForm;
}

/**
 * A trip's or a destination's picture: an upload replaces it (the save sends its `media_uuid`), the
 * generated art can come back, and the focal point of the picture (chosen here, or saved before)
 * decides where its crops centre.
 */
export function PictureSection({ item, saved, form }: PictureSectionProps) {
  const mediaUuid = form.watch('media_uuid');
  const onChange = (uuid: string | null) => form.setValue('media_uuid', uuid, { shouldDirty: true });
  const media = useMedia(mediaUuid);
  const upload = useUploadMedia();
  const focal = useSetFocalPoint();
  const [local, setLocal] = useLocalPicture();
  // A saved picture (or one chosen before a reload) has no local file: the server's preview stands in.
  const chosenHere = local !== null && local.uuid === mediaUuid;
  const preview = useMediaPreview(mediaUuid && !chosenHere ? mediaUuid : null);
  const wholePicture = chosenHere ? local.url : preview.data;
  const [problem, setProblem] = useState<{ title: string; message: string } | null>(null);

  const choose = (file: File) => {
    const refused = pictureProblem(file);
    setProblem(refused ? { title: UPLOAD_REFUSED, message: refused } : null);
    if (refused) return;
    upload.mutate(file, {
      onSuccess: (uploaded) => {
        setLocal({ uuid: uploaded.uuid, url: URL.createObjectURL(file) });
        onChange(uploaded.uuid);
      },
      onError: (error) =>
        setProblem({ title: UPLOAD_REFUSED, message: failureMessage(error, 'The picture could not be uploaded.') }),
    });
  };
  const applyFocal = (point: FocalPoint) => {
    if (!mediaUuid) return;
    setProblem(null);
    focal.mutate(
      { uuid: mediaUuid, focal: point },
      {
        onError: (error) =>
          setProblem({ title: 'Not re-cropped', message: failureMessage(error, 'The picture could not be cropped.') }),
      },
    );
  };

  const unsaved = mediaUuid !== saved.media_uuid;
  const shown = media.data
    ? { banner: media.data.banner['1280'] ?? null, card: media.data.card['800'] ?? null }
    : unsaved
      ? { banner: null, card: null }
      : { banner: saved.banner, card: saved.image };

  return (
    <div className="space-y-3">
      <PicturePreviews banner={shown.banner} card={shown.card} />
      {unsaved && (
        <p role="status" className="text-sm text-ink/70">
          {mediaUuid
            ? `The new picture is on the ${item} once you save.`
            : 'The generated art comes back once you save.'}
        </p>
      )}
      <FormAlert tone="error" title={problem?.title} messages={problem ? [problem.message] : []} />
      <PictureDropZone onFile={choose} busy={upload.isPending} />
      {mediaUuid && (
        <Button type="button" size="sm" variant="ghost" onClick={() => onChange(null)}>
          Use the generated art
        </Button>
      )}
      {media.data && media.data.uuid === mediaUuid && wholePicture && (
        <FocalPointPicker
          key={media.data.revision}
          src={wholePicture}
          focal={media.data.focal}
          busy={focal.isPending}
          onApply={applyFocal}
        />
      )}
    </div>
  );
}
