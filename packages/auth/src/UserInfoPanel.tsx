import './auth.css';
import { errorMessage } from '@framewise/api-client';
import { INTRODUCER_MAX_LENGTH, NICKNAME_MAX_LENGTH } from '@framewise/contracts/routes';
import { useTranslation } from '@framewise/i18n';
import { selectUser, useAppDispatch, useAppSelector } from '@framewise/stores';
import { Button, copyText, useToast } from '@framewise/ui-kit';
import { type FormEvent, lazy, Suspense, useId, useState } from 'react';
import { Avatar } from './Avatar';
import type { PendingAvatar } from './AvatarField';
import { saveIntroducer, saveProfile } from './account-calls';
import { type AvatarHosts, avatarDisplayUrl } from './avatar-url';

import { supportsWebp } from './device';
import { CopyIcon } from './icons';
import { inviteLink } from './invite-link';

// The picker brings the cropper and the upload rules: loaded when the modal first opens, not with the header.
const AvatarField = lazy(async () => ({ default: (await import('./AvatarField')).AvatarField }));

/** The profile rows a build shows; the domestic build has all three, the overseas build none. */
export interface ProfileFeatures {
  /** Read-only phone number. */
  phone: boolean;
  /** Own invite code with copy buttons for the code and the invite link. */
  invite: boolean;
  /** Introducer input, set once. */
  introducer: boolean;
}

export interface UserInfoPanelProps extends AvatarHosts {
  onClose(): void;
  features: ProfileFeatures;
  /** Origin of invite links; the page's own by default. */
  origin?: string;
}

/**
 * The user-info modal's content: avatar, nickname, phone, ids and codes, cancel and confirm. A new
 * avatar is uploaded when picked but saved only on confirm; cancel leaves the profile as it was.
 */
export function UserInfoPanel({
  onClose,
  features,
  cdnHost,
  publicBase,
  origin = window.location.origin,
}: UserInfoPanelProps) {
  const { t } = useTranslation('auth');
  const { t: tCommon } = useTranslation();
  const { t: tValidation } = useTranslation('validation');
  const dispatch = useAppDispatch();
  const toast = useToast();
  const user = useAppSelector(selectUser);
  const [nickname, setNickname] = useState(user.nickname);
  const [introducer, setIntroducer] = useState(user.introducer);
  const [nicknameError, setNicknameError] = useState(false);
  const [avatar, setAvatar] = useState<PendingAvatar | null>(null);
  const [avatarBusy, setAvatarBusy] = useState(false);
  const [saving, setSaving] = useState(false);
  const ids = { nickname: useId(), nicknameError: useId(), introducer: useId(), introducerNote: useId() };
  const introducerLocked = user.introducer !== '';

  const copy = async (text: string) => {
    const copied = await copyText(text);
    toast.show(
      copied
        ? { type: 'success', text: tCommon('status.copySuccess') }
        : { type: 'error', text: t('profile.copyFailed') },
    );
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    // Enter in a field submits too: never while saving, nor before the new avatar's key exists.
    if (saving || avatarBusy) return;
    const name = nickname.trim();
    if (!name) {
      setNicknameError(true);
      return;
    }
    const newIntroducer = introducer.trim();
    // The introducer goes out only when it changed and none was set before.
    const sendIntroducer = features.introducer && !introducerLocked && newIntroducer !== '';
    // modifyInfo carries the nickname either way; the avatar key only when a new picture was uploaded.
    const sendProfile = name !== user.nickname || avatar !== null;
    if (!sendProfile && !sendIntroducer) {
      onClose();
      return;
    }
    setSaving(true);
    try {
      if (sendProfile) {
        await dispatch(
          avatar
            ? saveProfile({ nickname: name, avatar_url: avatar.key }, { avatarUrl: avatar.url })
            : saveProfile({ nickname: name }),
        );
      }
      if (sendIntroducer) await dispatch(saveIntroducer(newIntroducer));
      toast.show({ type: 'success', text: tCommon('status.modifySuccess') });
      onClose();
    } catch (err) {
      toast.show({ type: 'error', text: errorMessage(err, (key) => tCommon(key)) });
      setSaving(false);
    }
  };

  return (
    <form className="fw-auth-profile" noValidate onSubmit={(event) => void onSubmit(event)}>
      <div className="fw-auth-profile__avatar">
        <Suspense
          fallback={
            <Avatar
              url={user.avatar_url}
              name={user.nickname || user.uuid}
              cdnHost={cdnHost}
              publicBase={publicBase}
              size="lg"
              alt={t('profile.avatar')}
            />
          }
        >
          <AvatarField
            src={avatarDisplayUrl(user.avatar_url, { cdnHost, publicBase }, supportsWebp())}
            onUploaded={setAvatar}
            onBusyChange={setAvatarBusy}
          />
        </Suspense>
      </div>

      <div className="fw-auth-field">
        <label className="fw-auth-field__label" htmlFor={ids.nickname}>
          {t('profile.nickname')}
        </label>
        <input
          id={ids.nickname}
          className="fw-auth-input"
          value={nickname}
          maxLength={NICKNAME_MAX_LENGTH}
          required
          placeholder={t('profile.nicknamePlaceholder')}
          aria-invalid={nicknameError || undefined}
          aria-describedby={nicknameError ? ids.nicknameError : undefined}
          onChange={(event) => {
            setNickname(event.target.value);
            setNicknameError(false);
          }}
        />
        {nicknameError && (
          <p id={ids.nicknameError} className="fw-auth-field__error" role="alert">
            {tValidation('nicknameRequired')}
          </p>
        )}
      </div>

      {features.phone && <ReadOnlyRow label={t('profile.phone')} value={user.phone} />}
      <ReadOnlyRow
        label={t('profile.userId')}
        value={user.uuid}
        copyLabel={t('profile.copyValue', { label: t('profile.userId') })}
        onCopy={() => void copy(user.uuid)}
      />
      {features.invite && user.invite_code && (
        <div className="fw-auth-field">
          <ReadOnlyRow
            label={t('profile.inviteCode')}
            value={user.invite_code}
            copyLabel={t('profile.copyValue', { label: t('profile.inviteCode') })}
            onCopy={() => void copy(user.invite_code)}
          />
          <Button variant="secondary" size="sm" onClick={() => void copy(inviteLink(origin, user.invite_code))}>
            {t('profile.copyInviteLink')}
          </Button>
        </div>
      )}

      {features.introducer && (
        <div className="fw-auth-field">
          <label className="fw-auth-field__label" htmlFor={ids.introducer}>
            {t('profile.introducer')}
          </label>
          <input
            id={ids.introducer}
            className="fw-auth-input"
            value={introducer}
            maxLength={INTRODUCER_MAX_LENGTH}
            disabled={introducerLocked}
            placeholder={t('profile.introducerPlaceholder')}
            aria-describedby={introducerLocked ? ids.introducerNote : undefined}
            onChange={(event) => setIntroducer(event.target.value)}
          />
          {introducerLocked && (
            <p id={ids.introducerNote} className="fw-auth-field__note">
              {t('profile.introducerLocked')}
            </p>
          )}
        </div>
      )}

      <div className="fw-auth-actions">
        <Button variant="ghost" onClick={onClose}>
          {tCommon('actions.cancel')}
        </Button>
        <Button type="submit" loading={saving || avatarBusy}>
          {tCommon('actions.confirm')}
        </Button>
      </div>
    </form>
  );
}

function ReadOnlyRow({
  label,
  value,
  copyLabel,
  onCopy,
}: {
  label: string;
  value: string;
  copyLabel?: string;
  onCopy?: () => void;
}) {
  const inputId = useId();
  return (
    <div className="fw-auth-field">
      <label className="fw-auth-field__label" htmlFor={inputId}>
        {label}
      </label>
      <div className="fw-auth-field__row">
        <input id={inputId} className="fw-auth-input" value={value} readOnly />
        {onCopy && (
          <Button
            variant="secondary"
            aria-label={copyLabel}
            title={copyLabel}
            onClick={onCopy}
            iconStart={<CopyIcon width={16} height={16} />}
          />
        )}
      </div>
    </div>
  );
}
