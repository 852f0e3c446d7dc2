import { Button, CloseIcon, IconButton, Link, TextArea, toast, useToastsAtTop, visuallyHidden } from '@spanner/design-system';
import { Fragment, type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { useCan } from '../../lib/use-can';
import * as css from './assistant.css';
import { AI_TEXTS, type ChatMessage, errorTextFor, isAppPath, QUICK_PROMPTS, sendChat } from './chat';
import { DraftCard } from './DraftCard';

let nextId = 0;
const messageId = () => `m${++nextId}`;

export interface AssistantPanelProps {
  id: string;
  isOpen: boolean;
  onClose: () => void;
  /** Where focus goes back to on close (the floating button). */
  returnFocus: () => void;
}

/**
 * The assistant's panel (spec part 2 §2-§9): the conversation (announced politely as it grows), quick prompts, and
 * a text box where Enter sends and Shift+Enter starts a new line. Empty text or a pending request blocks sending.
 * It stays mounted while closed (hidden), so the conversation survives closing it.
 */
export function AssistantPanel({ id, isOpen, onClose, returnFocus }: AssistantPanelProps) {
  const headingId = useId();
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [input, setInput] = useState('');
  const [pending, setPending] = useState(false);
  const inputRef = useRef<HTMLDivElement>(null);
  const logRef = useRef<HTMLDivElement>(null);
  const wasOpen = useRef(false);
  const panelRef = useRef<HTMLDivElement>(null);
  const can = useCan();
  // A prompt is offered to whoever may do what it drafts: a technician is not offered Invoice.
  const prompts = QUICK_PROMPTS.filter((p) => !p.ability || can?.[p.ability]).map((p) => p.prompt);
  // Open, the panel holds the bottom of the screen (all of it on a phone): its errors' toasts show above it.
  useToastsAtTop(isOpen);

  // Escape closes from anywhere in the panel. A native listener: the text box's keyboard handling (react-aria)
  // stops React's event before it would bubble to the panel.
  useEffect(() => {
    const panel = panelRef.current;
    if (!panel) return;
    const onKey = (e: globalThis.KeyboardEvent) => {
      if (e.key === 'Escape') {
        e.stopPropagation();
        onClose();
      }
    };
    panel.addEventListener('keydown', onKey);
    return () => panel.removeEventListener('keydown', onKey);
  }, [onClose]);

  // Focus moves into the panel on open and back to the button on close.
  const focusBack = useRef(returnFocus);
  focusBack.current = returnFocus;
  useEffect(() => {
    if (isOpen) inputRef.current?.querySelector('textarea')?.focus();
    else if (wasOpen.current) focusBack.current();
    wasOpen.current = isOpen;
  }, [isOpen]);

  // The newest message in view.
  const count = messages.length;
  useEffect(() => {
    const log = logRef.current;
    if (log && count >= 0) log.scrollTop = log.scrollHeight;
  }, [count]);

  async function send(text: string) {
    const content = text.trim();
    if (!content || pending) return;
    const before = messages;
    setMessages([...before, { id: messageId(), role: 'user', content, timestamp: new Date().toISOString() }]);
    setInput('');
    setPending(true);
    try {
      const reply = await sendChat(content, before);
      const response = typeof reply?.response === 'string' && reply.response.trim() ? reply.response : AI_TEXTS.empty;
      setMessages((all) => [
        ...all,
        {
          id: messageId(),
          role: 'assistant',
          content: response,
          timestamp: reply?.timestamp ?? new Date().toISOString(),
          citations: (reply?.citations ?? []).filter((c) => isAppPath(c.href)),
          draft: reply?.draft ?? null,
        },
      ]);
    } catch (err) {
      const text = errorTextFor(err);
      setMessages((all) => [
        ...all,
        { id: messageId(), role: 'assistant', content: text, timestamp: new Date().toISOString(), error: true },
      ]);
      toast.error(AI_TEXTS.toastTitle, text);
    } finally {
      setPending(false);
    }
  }

  function onKeyDown(e: KeyboardEvent) {
    if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
      e.preventDefault();
      void send(input);
    }
  }

  return (
    <div id={id} role="dialog" aria-labelledby={headingId} className={css.panel} hidden={!isOpen} ref={panelRef}>
      <div className={css.header}>
        <h2 id={headingId} className={css.heading}>
          AI Assistant
        </h2>
        <IconButton label="Close assistant" icon={<CloseIcon />} size="sm" onPress={onClose} />
      </div>
      <div ref={logRef} className={css.log} role="log" aria-label="Conversation" aria-live="polite">
        {messages.length === 0 && (
          <p className={`${css.message} ${css.assistant}`}>
            Hi! I can draft a new job, {can?.manageInvoices ? 'an invoice, ' : ''}a reschedule or a running-late text for you to check and
            confirm, and answer questions about Spanner.
          </p>
        )}
        {messages.map((m) => (
          <Fragment key={m.id}>
            <div className={`${css.message} ${m.role === 'user' ? css.user : css.assistant} ${m.error ? css.errorMessage : ''}`}>
              <span className={visuallyHidden}>{m.role === 'user' ? 'You said: ' : 'Assistant: '}</span>
              {m.content}
              {m.citations && m.citations.length > 0 && (
                <ul className={css.citations} aria-label="Records used">
                  {m.citations.map((c) => (
                    <li key={`${c.kind}-${c.id}`}>
                      <Link href={c.href}>{c.label}</Link>
                    </li>
                  ))}
                </ul>
              )}
            </div>
            {m.draft && <DraftCard draft={m.draft} onNavigate={onClose} />}
          </Fragment>
        ))}
        {pending && <p className={`${css.message} ${css.assistant}`}>{AI_TEXTS.thinking}</p>}
      </div>
      <div className={css.prompts}>
        {prompts.map((prompt) => (
          <Button key={prompt} variant="secondary" size="sm" isDisabled={pending} onPress={() => send(prompt)}>
            {prompt}
          </Button>
        ))}
      </div>
      <div className={css.composer}>
        <div ref={inputRef} className={css.input}>
          <TextArea
            aria-label="Message the assistant"
            placeholder="e.g. New job for Bayside Family Dental tomorrow 9 am"
            rows={2}
            value={input}
            onChange={setInput}
            onKeyDown={onKeyDown}
          />
        </div>
        <Button variant="primary" isDisabled={!input.trim() || pending} onPress={() => send(input)}>
          Send
        </Button>
      </div>
      <p className={css.hint}>Enter sends, Shift+Enter starts a new line. Nothing changes until you confirm a draft.</p>
    </div>
  );
}
