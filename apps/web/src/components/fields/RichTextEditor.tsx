/**
 * The rich text editor (Tiptap): paragraphs, two heading levels, bold, italic, underline, strike,
 * lists, quotes and links — what the server's sanitiser keeps, nothing it would drop. Loaded only
 * with a form that has a rich text field (RichTextInput).
 */
import { useEffect, useRef, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import IconButton from '@mui/material/IconButton';
import Popover from '@mui/material/Popover';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import FormatBold from '@mui/icons-material/FormatBold';
import FormatItalic from '@mui/icons-material/FormatItalic';
import FormatListBulleted from '@mui/icons-material/FormatListBulleted';
import FormatListNumbered from '@mui/icons-material/FormatListNumbered';
import FormatQuote from '@mui/icons-material/FormatQuote';
import FormatStrikethrough from '@mui/icons-material/FormatStrikethrough';
import FormatUnderlined from '@mui/icons-material/FormatUnderlined';
import LinkIcon from '@mui/icons-material/Link';
import LinkOff from '@mui/icons-material/LinkOff';
import Redo from '@mui/icons-material/Redo';
import Title from '@mui/icons-material/Title';
import TextFields from '@mui/icons-material/TextFields';
import Undo from '@mui/icons-material/Undo';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useTranslation } from 'react-i18next';
import { addTranslations } from '../../lib/i18n';
import richTextFa from '../../locales/rich-text.fa.json';
import type { InputProps } from './input-props';
import { isAllowedLink, isMarkup, plainTextToHtml } from './rich-text';
import { richTextStyles } from './rich-text-styles';

addTranslations('fa', { richText: richTextFa });

const toEditorHtml = (value: string) => (value && !isMarkup(value) ? plainTextToHtml(value) : value);

function ToolButton({
  label,
  active = false,
  disabled,
  onClick,
  children,
}: {
  label: string;
  active?: boolean;
  disabled?: boolean;
  onClick: (event: React.MouseEvent<HTMLElement>) => void;
  children: ReactNode;
}) {
  return (
    <Tooltip title={label}>
      <span>
        <IconButton
          size="small"
          aria-label={label}
          aria-pressed={active}
          disabled={disabled}
          color={active ? 'primary' : 'default'}
          onMouseDown={(e) => e.preventDefault()}
          onClick={onClick}
        >
          {children}
        </IconButton>
      </span>
    </Tooltip>
  );
}

/** The address of a link: the selection's current one, or a fresh https:// to complete. */
function LinkForm({ editor, onClose }: { editor: Editor; onClose: () => void }) {
  const { t } = useTranslation();
  const [href, setHref] = useState(
    () => (editor.getAttributes('link').href as string | undefined) ?? 'https://',
  );
  const [error, setError] = useState(false);
  const apply = () => {
    if (!isAllowedLink(href)) return setError(true);
    editor.chain().focus().extendMarkRange('link').setLink({ href: href.trim() }).run();
    onClose();
  };
  return (
    <Stack
      direction="row"
      spacing={1}
      sx={{ p: 1.5, alignItems: 'flex-start', width: 360, maxWidth: '90vw' }}
    >
      <TextField
        autoFocus
        size="small"
        fullWidth
        label={t('richText.linkAddress')}
        value={href}
        error={error}
        helperText={error ? t('richText.linkInvalid') : t('richText.linkHint')}
        onChange={(e) => setHref(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter') {
            e.preventDefault();
            apply();
          }
        }}
        slotProps={{ htmlInput: { dir: 'ltr', 'data-testid': 'rich-text-link-address' } }}
      />
      <Button variant="contained" onClick={apply} sx={{ flexShrink: 0 }}>
        {t('richText.linkApply')}
      </Button>
    </Stack>
  );
}

function Toolbar({ editor, disabled }: { editor: Editor; disabled?: boolean }) {
  const { t } = useTranslation();
  const [linkAnchor, setLinkAnchor] = useState<HTMLElement | null>(null);
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      underline: e.isActive('underline'),
      strike: e.isActive('strike'),
      h2: e.isActive('heading', { level: 2 }),
      h3: e.isActive('heading', { level: 3 }),
      bulletList: e.isActive('bulletList'),
      orderedList: e.isActive('orderedList'),
      blockquote: e.isActive('blockquote'),
      link: e.isActive('link'),
      canUndo: e.can().undo(),
      canRedo: e.can().redo(),
    }),
  });
  const chain = () => editor.chain().focus();
  const buttons: [keyof typeof state, string, ReactNode, () => void][] = [
    ['bold', 'bold', <FormatBold key="i" fontSize="small" />, () => chain().toggleBold().run()],
    ['italic', 'italic', <FormatItalic key="i" fontSize="small" />, () => chain().toggleItalic().run()],
    [
      'underline',
      'underline',
      <FormatUnderlined key="i" fontSize="small" />,
      () => chain().toggleUnderline().run(),
    ],
    [
      'strike',
      'strike',
      <FormatStrikethrough key="i" fontSize="small" />,
      () => chain().toggleStrike().run(),
    ],
    ['h2', 'heading2', <Title key="i" fontSize="small" />, () => chain().toggleHeading({ level: 2 }).run()],
    [
      'h3',
      'heading3',
      <TextFields key="i" fontSize="small" />,
      () => chain().toggleHeading({ level: 3 }).run(),
    ],
    [
      'bulletList',
      'bulletList',
      <FormatListBulleted key="i" fontSize="small" />,
      () => chain().toggleBulletList().run(),
    ],
    [
      'orderedList',
      'orderedList',
      <FormatListNumbered key="i" fontSize="small" />,
      () => chain().toggleOrderedList().run(),
    ],
    [
      'blockquote',
      'blockquote',
      <FormatQuote key="i" fontSize="small" />,
      () => chain().toggleBlockquote().run(),
    ],
  ];
  return (
    <Stack
      direction="row"
      role="toolbar"
      aria-label={t('richText.toolbar')}
      sx={{ flexWrap: 'wrap', gap: 0.25, px: 0.5, py: 0.5, borderBottom: 1, borderColor: 'divider' }}
    >
      {buttons.map(([key, label, icon, run]) => (
        <ToolButton
          key={key}
          label={t(`richText.${label}`)}
          active={Boolean(state[key])}
          disabled={disabled}
          onClick={run}
        >
          {icon}
        </ToolButton>
      ))}
      <ToolButton
        label={t('richText.link')}
        active={state.link}
        disabled={disabled}
        onClick={(e) => setLinkAnchor(e.currentTarget)}
      >
        <LinkIcon fontSize="small" />
      </ToolButton>
      <ToolButton
        label={t('richText.unlink')}
        disabled={disabled || !state.link}
        onClick={() => chain().extendMarkRange('link').unsetLink().run()}
      >
        <LinkOff fontSize="small" />
      </ToolButton>
      <ToolButton
        label={t('richText.undo')}
        disabled={disabled || !state.canUndo}
        onClick={() => chain().undo().run()}
      >
        <Undo fontSize="small" />
      </ToolButton>
      <ToolButton
        label={t('richText.redo')}
        disabled={disabled || !state.canRedo}
        onClick={() => chain().redo().run()}
      >
        <Redo fontSize="small" />
      </ToolButton>
      <Popover open={linkAnchor !== null} anchorEl={linkAnchor} onClose={() => setLinkAnchor(null)}>
        {linkAnchor && <LinkForm editor={editor} onClose={() => setLinkAnchor(null)} />}
      </Popover>
    </Stack>
  );
}

/** The rich text field: a labelled, outlined editor with its toolbar; the value is HTML ('' when empty). */
export default function RichTextEditor({
  name,
  label,
  value,
  onChange,
  onBlur,
  error,
  hint,
  disabled,
  required,
}: InputProps<string>) {
  const { i18n } = useTranslation();
  // The last HTML this editor reported, so a value coming back from the form is not set again.
  const reported = useRef(value);
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3] },
        code: false,
        codeBlock: false,
        link: { openOnClick: false, autolink: true, defaultProtocol: 'https' },
      }),
    ],
    content: toEditorHtml(value),
    editable: !disabled,
    editorProps: {
      attributes: {
        'aria-label': label,
        'aria-multiline': 'true',
        role: 'textbox',
        dir: i18n.dir(),
        'data-testid': `rich-text-${name}`,
      },
    },
    onUpdate: ({ editor: e }) => {
      reported.current = e.isEmpty ? '' : e.getHTML();
      onChange(reported.current);
    },
    onBlur: () => onBlur?.(),
  });
  // A value set from outside (the form's reset, a row loaded late) replaces the content.
  useEffect(() => {
    if (editor && value !== reported.current) {
      reported.current = value;
      editor.commands.setContent(toEditorHtml(value), { emitUpdate: false });
    }
  }, [editor, value]);
  useEffect(() => {
    editor?.setEditable(!disabled);
  }, [editor, disabled]);

  return (
    <Box>
      <FormLabel required={required} error={Boolean(error)} sx={{ display: 'block', mb: 0.75, fontSize: 13 }}>
        {label}
      </FormLabel>
      <Box
        sx={(theme) => ({
          border: 1,
          borderColor: error ? 'error.main' : 'divider',
          borderRadius: 1,
          bgcolor: disabled ? 'action.hover' : 'background.paper',
          '&:focus-within': {
            borderColor: error ? 'error.main' : 'primary.main',
            boxShadow: `0 0 0 1px ${theme.palette[error ? 'error' : 'primary'].main}`,
          },
        })}
      >
        {editor && <Toolbar editor={editor} disabled={disabled} />}
        <Box
          sx={[
            richTextStyles,
            {
              '& .ProseMirror': { minHeight: 160, px: 1.75, py: 1.25, outline: 'none' },
              '& .ProseMirror p.is-editor-empty:first-of-type::before': { content: 'none' },
            },
          ]}
        >
          <EditorContent editor={editor} />
        </Box>
      </Box>
      {(error ?? hint) && <FormHelperText error={Boolean(error)}>{error ?? hint}</FormHelperText>}
    </Box>
  );
}
