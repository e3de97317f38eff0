import '@mantine/dropzone/styles.css';
import { Button, Group, Image, Stack, Text } from '@mantine/core';
import { Dropzone, type FileRejection } from '@mantine/dropzone';
import { ACCEPTED_IMAGE_TYPES, MAX_UPLOAD_BYTES, MEDIA_MSG } from '@salones/shared/media';
import { MSG } from '@salones/shared/messages';
import { IconPhoto, IconUpload, IconX } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { AppModal } from './app-modal.tsx';

const rejectionMessage = (rejections: FileRejection[]) =>
  rejections.some((r) => r.errors.some((e) => e.code === 'file-too-large'))
    ? MEDIA_MSG.tooLarge
    : MEDIA_MSG.wrongType;

/**
 * docs/product.md#2-screens-and-routes /admin/gallery and /admin/slides: one jpeg or png (≤ 5 MB,
 * docs/architecture.md#images), chosen by click or by drag and drop, previewed, then sent by `onUpload`. The
 * parent closes the modal when the upload succeeds.
 */
export function ImageUploadModal(props: {
  opened: boolean;
  title: string;
  uploading: boolean;
  onClose: () => void;
  onUpload: (file: File) => void;
}) {
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const preview = usePreviewUrl(file);

  useEffect(() => {
    if (!props.opened) {
      setFile(null);
      setError(null);
    }
  }, [props.opened]);

  return (
    <AppModal opened={props.opened} onClose={props.onClose} title={props.title}>
      <Stack>
        <Dropzone
          onDrop={(files) => {
            setFile(files[0] ?? null);
            setError(null);
          }}
          onReject={(rejections) => {
            setFile(null);
            setError(rejectionMessage(rejections));
          }}
          accept={[...ACCEPTED_IMAGE_TYPES]}
          maxSize={MAX_UPLOAD_BYTES}
          multiple={false}
          disabled={props.uploading}
          inputProps={{ 'aria-label': 'Imagen' }}
          data-testid="image-dropzone"
        >
          <Stack align="center" gap="xs" mih={140} justify="center" style={{ pointerEvents: 'none' }}>
            <Dropzone.Accept>
              <IconUpload size={40} aria-hidden />
            </Dropzone.Accept>
            <Dropzone.Reject>
              <IconX size={40} aria-hidden />
            </Dropzone.Reject>
            <Dropzone.Idle>
              <IconPhoto size={40} aria-hidden />
            </Dropzone.Idle>
            <Text ta="center">{MSG.dropzoneHint}</Text>
            <Text size="sm" c="dimmed" ta="center">
              JPG o PNG, máximo 5 MB
            </Text>
          </Stack>
        </Dropzone>
        {error ? (
          <Text c="red" size="sm" role="alert">
            {error}
          </Text>
        ) : null}
        {preview ? (
          <Image src={preview} alt="Vista previa de la imagen" mah={240} fit="contain" radius="sm" />
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={props.onClose} disabled={props.uploading}>
            Cancelar
          </Button>
          <Button onClick={() => file && props.onUpload(file)} disabled={!file} loading={props.uploading}>
            Agregar imagen
          </Button>
        </Group>
      </Stack>
    </AppModal>
  );
}

/** An object URL for the chosen file, released when the file changes or the modal unmounts. */
function usePreviewUrl(file: File | null) {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file) {
      setUrl(null);
      return;
    }
    const next = URL.createObjectURL(file);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [file]);
  return url;
}
