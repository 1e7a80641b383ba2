import { useState, type ReactNode } from 'react';
import { useTranslation } from '@storefront/i18n';
import { Button, BUTTON_SIZES, BUTTON_VARIANTS } from '../components/Button/Button';
import { IconButton } from '../components/IconButton/IconButton';
import { Badge } from '../components/Badge/Badge';
import { Notification, NOTIFICATION_KINDS } from '../components/Notification/Notification';
import { CopyButton } from '../components/CopyButton/CopyButton';
import { Expander } from '../components/Expander/Expander';
import { ExpansionPanel } from '../components/ExpansionPanel/ExpansionPanel';
import { Modal, MODAL_SIZES, type ModalSize } from '../components/Modal/Modal';
import { Rating } from '../components/Rating/Rating';
import { AspectRatio } from '../components/AspectRatio/AspectRatio';
import { NAMED_ASPECT_RATIOS } from '../components/AspectRatio/aspectRatio';
import { ResponsiveImage } from '../components/ResponsiveImage/ResponsiveImage';
import { TextField } from '../form/TextField/TextField';
import { Checkbox } from '../form/Checkbox/Checkbox';
import { SalutationSelect, Select } from '../form/Select/Select';
import { PasswordField } from '../form/PasswordField/PasswordField';
import { IbanInput } from '../form/IbanInput/IbanInput';
import { NumberInput } from '../form/NumberInput/NumberInput';
import { useValidatedField } from '../form/validation/useValidatedField';
import { invalidCharacters, noUrl, required } from '../form/validation/rules';
import {
  THEME_NAMES,
  THEME_TYPES,
  isThemeName,
  themeAttributes,
  type ThemeName,
  type ThemeType,
} from '../tokens/themes';
import styles from './UiCatalogue.module.css';

// The catalogue is a staff/developer tool: its own captions are English, like the staff preview texts;
// the components inside it show their real, localised texts.

const HEART = (
  <svg viewBox="0 0 24 24" width="24" height="24" focusable="false">
    <path
      d="M12 20s-7-4.4-7-10a4 4 0 017-2.6A4 4 0 0119 10c0 5.6-7 10-7 10z"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
    />
  </svg>
);

const SAMPLE_IMAGE = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 488 287"><rect width="488" height="287" fill="#6f4e37"/><circle cx="244" cy="143" r="90" fill="#e6c29f"/></svg>',
)}`;

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section
      className={styles.section}
      aria-labelledby={`ui-catalogue-${title.replace(/\W+/g, '-')}`}
    >
      <h2 id={`ui-catalogue-${title.replace(/\W+/g, '-')}`}>{title}</h2>
      {children}
    </section>
  );
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className={styles.row}>
      <h3 className={styles.rowLabel}>{label}</h3>
      <div className={styles.items}>{children}</div>
    </div>
  );
}

function ValidationDemo() {
  const firstName = useValidatedField({
    rules: [required(), invalidCharacters(), noUrl()],
    label: 'First name',
  });
  return (
    <TextField
      label="First name (validated on blur)"
      name="catalogue-first-name"
      {...firstName.inputProps}
      error={firstName.error}
      state={firstName.state}
      maxLength={40}
      required
    />
  );
}

function FormKit() {
  const [text, setText] = useState('Anna');
  const [checked, setChecked] = useState(true);
  const [select, setSelect] = useState('');
  const [salutation, setSalutation] = useState('');
  const [password, setPassword] = useState('');
  const [iban, setIban] = useState('DE89370400440532013000');
  const [number, setNumber] = useState('+12.5');
  return (
    <div className={styles.formGrid}>
      <TextField
        label="Text field (default)"
        name="catalogue-default"
        value={text}
        onChange={setText}
        hint="A hint under the field"
      />
      <TextField
        label="Text field (valid)"
        name="catalogue-valid"
        value="max@example.de"
        onChange={() => undefined}
        state="valid"
        type="email"
      />
      <TextField
        label="Text field (error)"
        name="catalogue-error"
        value="max@"
        onChange={() => undefined}
        error="Bitte geben Sie eine gültige E-Mail-Adresse ein."
        required
      />
      <TextField
        label="Text field (disabled)"
        name="catalogue-disabled"
        value="Prefilled"
        onChange={() => undefined}
        disabled
      />
      <ValidationDemo />
      <Checkbox
        label="Checkbox (checked)"
        name="catalogue-check"
        checked={checked}
        onChange={setChecked}
      />
      <Checkbox
        label="Checkbox (error)"
        name="catalogue-check-error"
        checked={false}
        onChange={() => undefined}
        required
        error="Please give your consent."
      />
      <Checkbox
        label="Checkbox (disabled)"
        name="catalogue-check-disabled"
        checked
        onChange={() => undefined}
        disabled
      />
      <Select
        label="Select"
        name="catalogue-select"
        value={select}
        onChange={setSelect}
        error={select ? undefined : 'Required'}
        options={[
          { value: '', label: 'Select a group' },
          { value: 'A', label: 'Group A' },
          { value: 'B', label: 'Group B' },
        ]}
      />
      <SalutationSelect value={salutation} onChange={setSalutation} />
      <PasswordField
        label="Password"
        name="catalogue-password"
        value={password}
        onChange={setPassword}
      />
      <IbanInput label="IBAN" name="catalogue-iban" value={iban} onChange={setIban} />
      <NumberInput
        label="Number"
        name="catalogue-number"
        value={number}
        onChange={setNumber}
        maxLength={8}
      />
    </div>
  );
}

function Buttons() {
  return (
    <>
      {BUTTON_SIZES.map((size) => (
        <Row key={size} label={`Button ${size}`}>
          {BUTTON_VARIANTS.map((variant) => (
            <Button key={variant} variant={variant} size={size}>
              {variant}
            </Button>
          ))}
        </Row>
      ))}
      <Row label="Button states">
        <Button state="loading">Loading</Button>
        <Button variant="secondary" state="loading">
          Loading
        </Button>
        <Button disabled>Disabled</Button>
      </Row>
      <Row label="Button full width">
        <Button width="full">Full width</Button>
      </Row>
      <Row label="Icon buttons">
        {(['small', 'large'] as const).map((size) =>
          (['default', 'disabled', 'active'] as const).map((state) => (
            <IconButton
              key={`${size}-${state}`}
              label={`Watch list (${size}, ${state})`}
              size={size}
              state={state}
              toggle
            >
              {HEART}
            </IconButton>
          )),
        )}
      </Row>
    </>
  );
}

/** A compact set of components in one theme and theme type, to see (and axe-check) its colours. */
function ThemeSample({ theme, type }: { theme: ThemeName; type: ThemeType }) {
  const [value, setValue] = useState('max@');
  return (
    <div
      className={styles.themeSample}
      {...themeAttributes(theme, type)}
      data-testid={`theme-${theme}-${type}`}
    >
      <h3 className={styles.themeTitle}>
        {theme} · {type}
      </h3>
      <p>
        Body text, <span className={styles.muted}>muted text</span> and{' '}
        <a href="#ui-catalogue">a link</a>.
      </p>
      <div className={styles.items}>
        {BUTTON_VARIANTS.map((variant) => (
          <Button key={variant} variant={variant} size="small">
            {variant}
          </Button>
        ))}
        <IconButton label={`Watch list ${theme} ${type}`} state="active" toggle>
          {HEART}
        </IconButton>
        <Badge count={120} variant="sale" />
        <Badge variant="brand">New</Badge>
        <Rating label={`Rating ${theme} ${type}`} value={4} readOnly />
      </div>
      <TextField
        label={`E-mail (${theme} ${type})`}
        name={`theme-${theme}-${type}`}
        value={value}
        onChange={setValue}
        error="Bitte geben Sie eine gültige E-Mail-Adresse ein."
      />
      <Notification kind="success">Settings applied successfully.</Notification>
    </div>
  );
}

/** Every component of libs/ui in every state; the theme pickers repaint the whole catalogue. */
export default function UiCatalogue() {
  const { t } = useTranslation('ui');
  const [theme, setTheme] = useState<ThemeName>('light');
  const [themeType, setThemeType] = useState<ThemeType>('primary');
  const [modal, setModal] = useState<ModalSize | null>(null);
  const [dismissed, setDismissed] = useState(false);
  const [panel, setPanel] = useState(true);
  const [rating, setRating] = useState(3);
  const [intensity, setIntensity] = useState(4);

  return (
    <div
      className={styles.catalogue}
      id="ui-catalogue"
      data-boundary="ui"
      {...themeAttributes(theme, themeType)}
    >
      <h1>{t('catalogue.title')}</h1>
      <div className={styles.pickers}>
        <Select
          label="Theme"
          name="catalogue-theme"
          value={theme}
          onChange={(value) => isThemeName(value) && setTheme(value)}
          options={THEME_NAMES.map((name) => ({ value: name, label: name }))}
        />
        <Select
          label="Theme type"
          name="catalogue-theme-type"
          value={themeType}
          onChange={(value) => setThemeType(value === 'secondary' ? 'secondary' : 'primary')}
          options={THEME_TYPES.map((name) => ({ value: name, label: name }))}
        />
      </div>

      <Section title="Buttons">
        <Buttons />
      </Section>

      <Section title="Badges">
        <div className={styles.items}>
          <Badge count={3} />
          <Badge count={99} variant="brand" />
          <Badge count={100} variant="sale" />
          <Badge variant="community">Community</Badge>
          <Badge variant="success">-20 %</Badge>
        </div>
      </Section>

      <Section title="Notifications">
        <div className={styles.stack}>
          {NOTIFICATION_KINDS.map((kind) => (
            <Notification key={kind} kind={kind}>
              A {kind} notification.
            </Notification>
          ))}
          {!dismissed && (
            <Notification kind="info" onDismiss={() => setDismissed(true)}>
              Click to dismiss.
            </Notification>
          )}
        </div>
      </Section>

      <Section title="Copy button">
        <div className={styles.items}>
          <CopyButton text="SOMMER10" />
          <CopyButton text="SOMMER10" label="Copy code SOMMER10" successLabel="Code copied" />
        </div>
      </Section>

      <Section title="Expander and expansion panel">
        <div className={styles.stack}>
          <Expander>
            <p>Content behind the expander.</p>
          </Expander>
          <Expander defaultOpen>
            <p>An expander that starts open.</p>
          </Expander>
          <ExpansionPanel title="A/B Test settings (collapsed)">
            <p>Panel content.</p>
          </ExpansionPanel>
          <ExpansionPanel title="Expanded panel" expanded={panel} onToggle={setPanel}>
            <p>Panel content that is shown.</p>
          </ExpansionPanel>
        </div>
      </Section>

      <Section title="Modal">
        <div className={styles.items}>
          {MODAL_SIZES.map((size) => (
            <Button key={size} variant="secondary" onClick={() => setModal(size)}>
              Open modal {size}
            </Button>
          ))}
        </div>
        <Modal
          open={modal !== null}
          size={modal ?? 'M'}
          title={`Preview settings (${modal ?? ''})`}
          onClose={() => setModal(null)}
          dialogProps={themeAttributes(theme, themeType)}
        >
          <div className={styles.stack}>
            <TextField
              label="Date"
              name="catalogue-modal-date"
              type="date"
              value="2026-11-22"
              onChange={() => undefined}
            />
            <Button onClick={() => setModal(null)}>Set preview settings</Button>
          </div>
        </Modal>
      </Section>

      <Section title="Rating">
        <div className={styles.stack}>
          <Rating label="App rating, 89k reviews" value={5} readOnly />
          <Rating label="Your rating" value={rating} onChange={setRating} />
          <Rating label="Intensity" icon="intensity" value={intensity} onChange={setIntensity} />
        </div>
      </Section>

      <Section title="Aspect ratio and responsive image">
        <div className={styles.ratios}>
          {[...NAMED_ASPECT_RATIOS, 2.35].map((ratio) => (
            <figure key={ratio} className={styles.ratio}>
              <AspectRatio ratio={ratio}>
                <span className={styles.ratioFill} />
              </AspectRatio>
              <figcaption>{ratio}</figcaption>
            </figure>
          ))}
        </div>
        <ResponsiveImage
          alt="A coffee bean on brown (sample)"
          cutouts={[{ imagePath: SAMPLE_IMAGE, targetSize: { width: 488, height: 287 } }]}
        />
      </Section>

      <Section title="Form kit">
        <FormKit />
      </Section>

      <Section title="Themes">
        <div className={styles.themes}>
          {THEME_NAMES.flatMap((name) =>
            THEME_TYPES.map((type) => (
              <ThemeSample key={`${name}-${type}`} theme={name} type={type} />
            )),
          )}
        </div>
      </Section>
    </div>
  );
}
