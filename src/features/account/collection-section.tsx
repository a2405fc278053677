import { Badge, Button, Heading, Stack, Text } from '@chakra-ui/react';
import type { ComponentType, ReactNode } from 'react';
import type { SnapshotFrom } from 'xstate';
import type { CollectionEvent, CollectionItem, createCollectionMachine } from '../../../machines/account/collection.machine.ts';
import type { FlowFailure } from '../../../machines/shared/failure.ts';
import { Notice } from '@/components/forms/form-ui.tsx';
import { DeleteConfirmation, FocusOnMount } from './collection-parts.tsx';
import type { MessageKey } from '@/lib/i18n/messages.ts';
import { useT } from '@/lib/i18n/use-t.ts';
import { failureMessage } from '@/components/forms/failure-message.ts';
import { RetryingNotice } from '@/components/forms/outage-notice.tsx';

type Snapshot<Item extends CollectionItem, Values> = SnapshotFrom<ReturnType<typeof createCollectionMachine<Item, Values>>>;

/** What a list section needs of its flow context (createFlowContext of a collection machine). */
export interface CollectionFlow<Item extends CollectionItem, Values> {
  Provider: (props: { children: ReactNode }) => ReactNode;
  useSelect: <T>(selector: (snapshot: Snapshot<Item, Values>) => T) => T;
  useTag: (tag: 'busy' | 'failed' | 'editable' | 'done') => boolean;
  useSend: () => (event: CollectionEvent<Values>) => void;
}

/** The form of one entry: the entry edited (null: a new one); a refused save leaves it mounted, as typed. */

export interface EntryFormProps<Item, Values> {
  item: Item | null;
  busy: boolean;
  error: FlowFailure | null;
  onSave: (values: Values) => void;
  onCancel: () => void;
}

export interface CollectionSectionProps<Item extends CollectionItem, Values> {
  flow: CollectionFlow<Item, Values>;
  /** Message keys: `${prefix}.<CollectionWord>`, each checked to exist for every prefix. */
  prefix: CollectionPrefix;
  Summary: ComponentType<{ item: Item }>;
  Form: ComponentType<EntryFormProps<Item, Values>>;
  /** The accessible name of an entry's buttons ("Edit <name>"). */
  nameOf: (item: Item) => string;
  /** A list with one default entry (its badge, its button and its notice say so in these words). */
  defaultWords?: { badge: MessageKey; make: MessageKey; makeNamed: MessageKey; made: MessageKey };
}

type CollectionPrefix = 'myAccount.addresses' | 'myAccount.groups';
/** The words every list has: `${prefix}.${word}` is a message key for each prefix (a missing one does not compile). */
type CollectionWord =
  | 'title'
  | 'loading'
  | 'empty'
  | 'add'
  | 'addTitle'
  | 'editTitle'
  | 'edit'
  | 'editNamed'
  | 'delete'
  | 'deleteNamed'
  | 'deleteTitle'
  | 'deleteConfirm'
  | 'added'
  | 'saved'
  | 'deleted';

/** A list kept on the server: loading, empty, the entries with their actions, one form at a time, a confirmed delete. */
export function CollectionSection<Item extends CollectionItem & { isDefault?: boolean }, Values>(props: CollectionSectionProps<Item, Values>) {
  const { flow } = props;
  return (
    <flow.Provider>
      <CollectionBody {...props} />
    </flow.Provider>
  );
}

function CollectionBody<Item extends CollectionItem & { isDefault?: boolean }, Values>({ flow, prefix, Summary, Form, nameOf, defaultWords }: CollectionSectionProps<Item, Values>) {
  const t = useT();
  const k = (word: CollectionWord): MessageKey => `${prefix}.${word}`;
  const send = flow.useSend();
  const busy = flow.useTag('busy');
  const state = flow.useSelect((s) => (typeof s.value === 'string' ? s.value : 'viewing'));
  const { items, editingId, deletingId, notice, error } = flow.useSelect((s) => s.context);
  if (state === 'loading') return <Text role="status">{t(k('loading'))}</Text>;
  if (state === 'loadRetryWait') return <RetryingNotice failure={error} kind="load" />;
  if (state === 'loadFailed') {
    return (
      <Notice tone="error">
        <Text>{error ? failureMessage(t, error) : t('myAccount.loadFailed')}</Text>
        <Button alignSelf="start" onClick={() => send({ type: 'collection.retry' })}>
          {t('myAccount.retry')}
        </Button>
      </Notice>
    );
  }
  if (state === 'editing' || state === 'saving' || state === 'saveRetryWait') {
    const item = items.find((entry) => entry.id === editingId) ?? null;
    // Waiting to send the same entry again after a 503: the form stays as typed, the notice says when.
    const retrying = state === 'saveRetryWait';
    return (
      <Stack as="section" aria-labelledby="entry-form" gap="4" maxW="xl" w="full">
        <Heading as="h2" size="lg" id="entry-form">
          {t(k(item ? 'editTitle' : 'addTitle'))}
        </Heading>
        <Form item={item} busy={busy} error={retrying ? null : error} onSave={(values) => send({ type: 'collection.save', values })} onCancel={() => send({ type: 'collection.cancel' })} />
        {retrying && <RetryingNotice failure={error} kind="form" />}
      </Stack>
    );
  }
  return (
    <Stack gap="4" maxW="xl" w="full">
      {notice && (
        <FocusOnMount>
          <Notice tone="success">{t(notice === 'madeDefault' ? (defaultWords?.made ?? k('saved')) : k(notice))}</Notice>
        </FocusOnMount>
      )}
      {state === 'viewing' && error && <Notice tone="error">{failureMessage(t, error)}</Notice>}
      {items.length === 0 ? <Text>{t(k('empty'))}</Text> : null}
      <Stack as="ul" gap="3" listStyleType="none" aria-label={t(k('title'))}>
        {items.map((item) => (
          <Stack as="li" key={item.id} gap="3" borderWidth="1px" borderColor={item.isDefault ? 'brand.border' : 'border'} borderRadius="lg" p="4" bg="bg.panel">
            {item.isDefault && defaultWords && <Badge alignSelf="start" colorPalette="green">{t(defaultWords.badge)}</Badge>}
            <Summary item={item} />
            {deletingId === item.id ? (
              <DeleteConfirmation title={t(k('deleteTitle'))} busy={busy} error={error} confirm={t(k('deleteConfirm'))} onConfirm={() => send({ type: 'collection.confirmDelete' })} onCancel={() => send({ type: 'collection.cancel' })} />
            ) : (
              <Stack direction="row" gap="2" wrap="wrap">
                <Button size="sm" variant="outline" disabled={busy} aria-label={t(k('editNamed'), { name: nameOf(item) })} onClick={() => send({ type: 'collection.edit', id: item.id })}>
                  {t(k('edit'))}
                </Button>
                <Button size="sm" variant="outline" disabled={busy} aria-label={t(k('deleteNamed'), { name: nameOf(item) })} onClick={() => send({ type: 'collection.delete', id: item.id })}>
                  {t(k('delete'))}
                </Button>
                {defaultWords && !item.isDefault && (
                  <Button size="sm" variant="ghost" disabled={busy} aria-label={t(defaultWords.makeNamed, { name: nameOf(item) })} onClick={() => send({ type: 'collection.makeDefault', id: item.id })}>
                    {t(defaultWords.make)}
                  </Button>
                )}
              </Stack>
            )}
          </Stack>
        ))}
      </Stack>
      <Button alignSelf="start" disabled={busy} onClick={() => send({ type: 'collection.add' })}>
        {t(k('add'))}
      </Button>
    </Stack>
  );
}
