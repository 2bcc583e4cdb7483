import { useEffect, useState } from 'react';
import type { AdminTrip } from '#domain/api/admin-catalogue.js';
import { Button } from '#web/components/ui/button.js';
import { FormAlert } from '#web/components/ui/form-alert.js';
import { failureMessage } from '#web/lib/form-errors.js';
import { useMedia } from '#web/features/admin-trips/api/get-media.js';
import { useSetFocalPoint, type FocalPoint } from '#web/features/admin-trips/api/set-focal-point.js';
import { useUploadMedia } from '#web/features/admin-trips/api/upload-media.js';
import { useTripForm } from '#web/features/admin-trips/hooks/use-trip-form.js';
import { pictureProblem } from '#web/features/admin-trips/lib/picture-checks.js';
import { FocalPointPicker } from './focal-point-picker.js';
import { PictureDropZone } from './picture-drop-zone.js';
import { PicturePreviews } from './picture-previews.js';

const UPLOAD_REFUSED = 'Picture not uploaded';

/** The whole picture chosen here, for the focal point: the server serves only its crops. */
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

/**
 * The trip's picture: an upload replaces it (the save sends its `media_uuid`), the generated art can
 * come back, and the focal point of a picture chosen here decides where its crops centre.
 */
export function PictureSection({ trip }: { trip: Pick<AdminTrip, 'image' | 'banner' | 'media_uuid'> }) {
  const { watch, setValue } = useTripForm();
  const mediaUuid = watch('media_uuid');
  const media = useMedia(mediaUuid);
  const upload = useUploadMedia();
  const focal = useSetFocalPoint();
  const [local, setLocal] = useLocalPicture();
  const [problem, setProblem] = useState<{ title: string; message: string } | null>(null);

  const choose = (file: File) => {
    const refused = pictureProblem(file);
    setProblem(refused ? { title: UPLOAD_REFUSED, message: refused } : null);
    if (refused) return;
    upload.mutate(file, {
      onSuccess: (uploaded) => {
        setLocal({ uuid: uploaded.uuid, url: URL.createObjectURL(file) });
        setValue('media_uuid', uploaded.uuid, { shouldDirty: true });
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

  const unsaved = mediaUuid !== trip.media_uuid;
  const shown = media.data
    ? { banner: media.data.banner['1280'] ?? null, card: media.data.card['800'] ?? null }
    : unsaved
      ? { banner: null, card: null }
      : { banner: trip.banner, card: trip.image };

  return (
    <div className="space-y-3">
      <PicturePreviews banner={shown.banner} card={shown.card} />
      {unsaved && (
        <p role="status" className="text-sm text-ink/70">
          {mediaUuid ? 'The new picture is on the trip once you save.' : 'The generated art comes back once you save.'}
        </p>
      )}
      <FormAlert tone="error" title={problem?.title} messages={problem ? [problem.message] : []} />
      <PictureDropZone onFile={choose} busy={upload.isPending} />
      {mediaUuid && (
        <Button
          type="button"
          size="sm"
          variant="ghost"
          onClick={() => setValue('media_uuid', null, { shouldDirty: true })}
        >
          Use the generated art
        </Button>
      )}
      {media.data && local?.uuid === media.data.uuid && (
        <FocalPointPicker
          key={media.data.revision}
          src={local.url}
          focal={media.data.focal}
          busy={focal.isPending}
          onApply={applyFocal}
        />
      )}
    </div>
  );
}
