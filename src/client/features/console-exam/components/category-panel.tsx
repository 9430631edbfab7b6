import { Button, Input, Space } from 'antd-mobile';
import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { QuestionCategory } from '@contract/exam';
import { PERMISSIONS } from '@contract/permissions';
import { Auth } from '@/components/auth-gates';
import { ConfirmButton } from '@/components/confirm-button';
import { toast } from '@/lib/feedback';
import { useDeleteCategory, useSaveCategory } from '../api/exam-admin';
import { UserContent } from '@/components/user-content';

/**
 * The bank's categories beside its table: "all", then each with its number of questions; the chosen one filters
 * the table. Add a category by name; rename or delete the chosen one.
 */
export function CategoryPanel({
  categories,
  selected,
  onSelect,
}: {
  categories: QuestionCategory[];
  selected?: string;
  onSelect: (id: string | undefined) => void;
}) {
  const { t } = useLingui();
  const [name, setName] = useState('');
  const [renaming, setRenaming] = useState<string>();
  const chosen = categories.find((c) => c.id === selected);
  const save = useSaveCategory();
  const saved = {
    onSuccess: (c: QuestionCategory) => {
      setName('');
      setRenaming(undefined);
      void toast(t`Saved`, 'success');
      onSelect(c.id);
    },
  };
  const remove = useDeleteCategory();
  return (
    <nav className="category-panel" aria-label={t`Question categories`} data-testid="category-panel">
      <ul>
        <li>
          <button
            type="button"
            className={selected === undefined ? 'tree-node on' : 'tree-node'}
            aria-pressed={selected === undefined}
            onClick={() => onSelect(undefined)}
          >
            <Trans>All categories</Trans>
          </button>
        </li>
        {categories.map((c) => (
          <li key={c.id}>
            <button
              type="button"
              className={c.id === selected ? 'tree-node on' : 'tree-node'}
              aria-pressed={c.id === selected}
              onClick={() => onSelect(c.id === selected ? undefined : c.id)}
              data-testid="category-node"
            >
              <UserContent>{c.name}</UserContent> <small className="hint">{c.questionCount}</small>
            </button>
          </li>
        ))}
      </ul>
      <Auth value={PERMISSIONS.questionAdd}>
        <Space block direction="vertical">
          <Input
            value={name}
            onChange={setName}
            placeholder={t`New category`}
            maxLength={64}
            data-testid="category-name"
          />
          <Button
            size="mini"
            disabled={!name.trim()}
            loading={save.isPending && !renaming}
            onClick={() => save.mutate({ name: name.trim() }, saved)}
            data-testid="category-add"
          >
            <Trans>Add category</Trans>
          </Button>
        </Space>
      </Auth>
      {chosen && (
        <Space block direction="vertical" className="category-chosen">
          <Auth value={PERMISSIONS.questionEdit}>
            {renaming === undefined ? (
              <Button size="mini" onClick={() => setRenaming(chosen.name)} data-testid="category-rename">
                <Trans>Rename</Trans>
              </Button>
            ) : (
              <Space>
                <Input
                  value={renaming}
                  onChange={setRenaming}
                  maxLength={64}
                  data-testid="category-new-name"
                />
                <Button
                  size="mini"
                  color="primary"
                  disabled={!renaming.trim()}
                  onClick={() => save.mutate({ id: chosen.id, name: renaming.trim() }, saved)}
                  data-testid="category-rename-save"
                >
                  <Trans>Save</Trans>
                </Button>
              </Space>
            )}
          </Auth>
          <Auth value={PERMISSIONS.questionDel}>
            <ConfirmButton
              size="mini"
              question={t`Delete the category ${chosen.name}? Its questions stay in the bank without a category.`}
              onConfirm={() =>
                remove.mutate(chosen.id, {
                  onSuccess: () => (onSelect(undefined), void toast(t`Deleted`, 'success')),
                })
              }
              data-testid="category-delete"
            >
              <Trans>Delete category</Trans>
            </ConfirmButton>
          </Auth>
        </Space>
      )}
    </nav>
  );
}
