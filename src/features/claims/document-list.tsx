import { Box, Button, HStack, Image, Stack, Text, chakra } from '@chakra-ui/react';
import { useEffect, useId, useMemo } from 'react';
import { useIntl } from 'react-intl';
import { MAX_CLAIM_DOCUMENTS, MAX_CLAIM_DOCUMENT_BYTES } from '../../../contract/claims.ts';
import type { RefusedFile, UploadEntry } from '../../../machines/claims/claim-documents.ts';
import { isOneOf } from '@/lib/one-of.ts';
import { useT } from '@/lib/i18n/use-t.ts';
import { heldFile, holdFiles } from './upload-document.ts';

type PickedEvent = { type: 'documents.add'; files: ReturnType<typeof holdFiles> };
type EntryEvent = { type: 'documents.retry' | 'documents.remove'; localId: string };

/**
 * The documents of a claim (the report's step, an answer to the back office): pick photos or PDFs,
 * or take a photo; each listed with its thumbnail (a photo) or its name (a PDF), its progress while
 * it goes up, Try again when it failed, and Remove while it is not sent.
 */
export function DocumentPicker({ entries, refused, send }: { entries: readonly UploadEntry[]; refused: readonly RefusedFile[]; send: (event: PickedEvent | EntryEvent) => void }) {
  const t = useT();
  const intl = useIntl();
  const id = useId();
  const pick = (files: FileList | null) => {
    if (files && files.length > 0) send({ type: 'documents.add', files: holdFiles([...files]) });
  };
  return (
    <Stack gap="3">
      <Stack direction={{ base: 'column', sm: 'row' }} gap="3">
        <FileButton id={`${id}-files`} label={t('claims.documents.pick')} accept="image/*,application/pdf" multiple onPick={pick} />
        <FileButton id={`${id}-camera`} label={t('claims.documents.camera')} accept="image/*" capture="environment" onPick={pick} />
      </Stack>
      <Text fontSize="sm" color="fg.muted">
        {t('claims.documents.hint', { size: intl.formatNumber(MAX_CLAIM_DOCUMENT_BYTES / 1_048_576), count: intl.formatNumber(MAX_CLAIM_DOCUMENTS) })}
      </Text>
      {refused.length > 0 && (
        // The alert wraps the list: a role on the <ul> itself would hide its items' list semantics.
        <Box role="alert" color={{ base: 'red.700', _dark: 'red.300' }}>
          <Stack as="ul" gap="1" ps="5">
            {refused.map((file) => (
              <li key={file.name}>{t(`claims.documents.refused.${file.problem}`, { name: file.name })}</li>
            ))}
          </Stack>
        </Box>
      )}
      <Stack as="ul" listStyleType="none" gap="3" aria-label={t('claims.documents.listLabel')}>
        {entries.map((entry) => (
          <DocumentRow key={entry.localId} entry={entry} send={send} />
        ))}
      </Stack>
    </Stack>
  );
}

/** A file input whose label is the button: keyboard and screen readers reach the real input. */
function FileButton({ id, label, onPick, ...input }: { id: string; label: string; accept: string; multiple?: boolean; capture?: 'environment'; onPick: (files: FileList | null) => void }) {
  return (
    <Box position="relative">
      <chakra.input
        id={id}
        type="file"
        {...input}
        position="absolute"
        opacity={0}
        w="full"
        h="full"
        cursor="pointer"
        onChange={(event) => {
          onPick(event.target.files);
          event.target.value = '';
        }}
      />
      <chakra.label htmlFor={id} display="inline-flex" alignItems="center" justifyContent="center" minH="11" px="4" borderWidth="1px" borderColor="border.emphasized" borderRadius="md" fontWeight="medium" w="full" _peerFocusVisible={{ outline: '2px solid' }}>
        {label}
      </chakra.label>
    </Box>
  );
}

function useThumbnail(localId: string, type: string) {
  const url = useMemo(() => {
    // HEIC is not drawn by most browsers: its name stands for it, as a PDF's does.
    const file = type.startsWith('image/') && type !== 'image/heic' && type !== 'image/heif' ? heldFile(localId) : undefined;
    return file ? URL.createObjectURL(file) : null;
  }, [localId, type]);
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);
  return url;
}

/** Failures told to the customer as they are; any other is "could not be sent". */
const knownFailures = ['lost', 'offline', 'service_unavailable', 'document_type_unsupported', 'document_too_large', 'document_empty', 'document_limit_reached'] as const;

function DocumentRow({ entry, send }: { entry: UploadEntry; send: (event: EntryEvent) => void }) {
  const t = useT();
  const intl = useIntl();
  const thumbnail = useThumbnail(entry.localId, entry.type);
  const share = entry.size > 0 ? Math.min(100, Math.round((entry.sent / entry.size) * 100)) : 0;
  const percent = intl.formatNumber(share);
  return (
    <HStack as="li" gap="3" align="center" borderWidth="1px" borderColor="border" borderRadius="md" p="2">
      {thumbnail ? (
        <Image src={thumbnail} alt="" w="14" h="14" objectFit="cover" borderRadius="sm" />
      ) : (
        <Box w="14" h="14" borderRadius="sm" bg="bg.muted" display="flex" alignItems="center" justifyContent="center" fontSize="xs" aria-hidden="true">
          {entry.type === 'application/pdf' ? 'PDF' : 'IMG'}
        </Box>
      )}
      <Stack gap="1" flex="1" minW="0">
        <Text truncate dir="auto">
          {entry.name}
        </Text>
        {entry.status === 'uploading' && (
          <chakra.progress value={share} max={100} w="full" aria-label={t('claims.documents.sending', { name: entry.name, percent })} />
        )}
        <Text fontSize="sm" color={entry.status === 'failed' ? { base: 'red.700', _dark: 'red.300' } : 'fg.muted'}>
          {entry.status === 'uploading'
            ? t('claims.documents.progress', { percent })
            : entry.status === 'uploaded'
              ? t('claims.documents.uploaded')
              : t(isOneOf(knownFailures, entry.failure) ? `claims.documents.failed.${entry.failure}` : 'claims.documents.failed.other')}
        </Text>
      </Stack>
      <Stack gap="1">
        {entry.status === 'failed' && entry.failure !== 'lost' && (
          <Button size="sm" minH="11" onClick={() => send({ type: 'documents.retry', localId: entry.localId })} aria-label={t('claims.documents.retryNamed', { name: entry.name })}>
            {t('claims.documents.retry')}
          </Button>
        )}
        {!entry.document?.sent && entry.status !== 'uploading' && (
          <Button size="sm" minH="11" variant="outline" onClick={() => send({ type: 'documents.remove', localId: entry.localId })} aria-label={t('claims.documents.removeNamed', { name: entry.name })}>
            {t('claims.documents.remove')}
          </Button>
        )}
      </Stack>
    </HStack>
  );
}
