import type { SignAgreementInput } from '@backroom/domain/schemas/agreement';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Flex from 'antd/es/flex';
import Input from 'antd/es/input';
import Segmented from 'antd/es/segmented';
import Typography from 'antd/es/typography';
import { useState } from 'react';
import { AgreementText } from './AgreementText';
import { SignaturePad } from './SignaturePad';

interface SignAgreementFormProps {
  version: number;
  html: string;
  signing: boolean;
  /** Said above the Sign button, e.g. who witnesses it in store. */
  note?: string;
  onSign: (input: SignAgreementInput) => void;
}

/** The agreement's text, the typed name and a drawn or typed signature (portal and the staff's screen alike). */
export function SignAgreementForm({ version, html, signing, note, onSign }: SignAgreementFormProps) {
  const [typedName, setTypedName] = useState('');
  const [kind, setKind] = useState<'drawn' | 'typed'>('drawn');
  const [drawing, setDrawing] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const sign = () => {
    if (!typedName.trim()) return setProblem('Type your full name.');
    if (kind === 'drawn' && !drawing)
      return setProblem('Draw your signature in the box, or choose "Type it".');
    setProblem(null);
    onSign(
      kind === 'drawn'
        ? { version, typedName, signatureKind: 'drawn', signature: drawing! }
        : { version, typedName, signatureKind: 'typed' },
    );
  };

  return (
    <Flex vertical gap={12}>
      <Typography.Text type="secondary">Version {version}</Typography.Text>
      <AgreementText html={html} />
      <Flex vertical gap={4}>
        <Typography.Text strong>
          <label htmlFor="agreement-name">Full name</label>
        </Typography.Text>
        <Input
          id="agreement-name"
          value={typedName}
          maxLength={200}
          onChange={(e) => setTypedName(e.target.value)}
          autoComplete="name"
          data-testid="agreement-name"
        />
      </Flex>
      <Segmented
        value={kind}
        onChange={(value) => setKind(value as 'drawn' | 'typed')}
        options={[
          { value: 'drawn', label: 'Draw it' },
          { value: 'typed', label: 'Type it' },
        ]}
        data-testid="signature-kind"
      />
      {kind === 'drawn' ? (
        <SignaturePad onChange={setDrawing} />
      ) : (
        <Typography.Text style={{ fontFamily: 'cursive', fontSize: 28 }} data-testid="typed-signature">
          {typedName || 'Your name'}
        </Typography.Text>
      )}
      {note && <Typography.Text type="secondary">{note}</Typography.Text>}
      {problem && <Alert type="error" showIcon title={problem} data-testid="agreement-problem" />}
      <Button type="primary" loading={signing} onClick={sign} data-testid="sign-agreement">
        Sign the agreement
      </Button>
    </Flex>
  );
}
