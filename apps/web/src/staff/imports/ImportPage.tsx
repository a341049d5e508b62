import InboxOutlined from '@ant-design/icons/InboxOutlined';
import type { ImportKind, ImportMode } from '@backroom/domain/schemas/imports';
import { useMutation } from '@tanstack/react-query';
import type { Job } from '@web/shared/jobs/api/get-job';
import { JobProgress } from '@web/shared/jobs/JobProgress';
import { LinkButton } from '@web/shared/layout/LinkButton';
import { PageHeader } from '@web/shared/layout/PageHeader';
import { toast } from '@web/shared/toast/toast';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Checkbox from 'antd/es/checkbox';
import Flex from 'antd/es/flex';
import Radio from 'antd/es/radio';
import Typography from 'antd/es/typography';
import Upload from 'antd/es/upload';
import { useCallback, useState } from 'react';
import {
  type DryRunAnswer,
  downloadErrors,
  downloadTemplate,
  dryRunImport,
  type ImportFileAnswer,
  type ImportResult,
  runImport,
  uploadImportFile,
} from './api/imports';
import { DryRunCard } from './DryRunCard';
import { MappingCard } from './MappingCard';

const WORDS: Record<ImportKind, { title: string; noun: string; listPath: string; listLabel: string }> = {
  items: { title: 'Import items', noun: 'items', listPath: '/findInventory', listLabel: 'See the items' },
  consigners: {
    title: 'Import consigners',
    noun: 'consigners',
    listPath: '/consigners',
    listLabel: 'See the consigners',
  },
};

/**
 * /import/items and /import/consigners (issue 17 §1): upload a CSV or XLSX file, match its columns, check every
 * row (nothing is written), then import in background, all-or-nothing or row by row with an error file.
 */
export function ImportPage({ kind }: { kind: ImportKind }) {
  const words = WORDS[kind];
  const [file, setFile] = useState<ImportFileAnswer | null>(null);
  const [mapping, setMapping] = useState<Record<string, string>>({});
  const [templateId, setTemplateId] = useState<number | null>(null);
  const [checked, setChecked] = useState<DryRunAnswer | null>(null);
  const [checkJobId, setCheckJobId] = useState<number | null>(null);
  const [mode, setMode] = useState<ImportMode>('allOrNothing');
  const [invite, setInvite] = useState(false);
  const [jobId, setJobId] = useState<number | null>(null);
  const [result, setResult] = useState<ImportResult | null>(null);

  const upload = useMutation({
    mutationFn: (f: File) => uploadImportFile(kind, f),
    onSuccess: (answer) => {
      setFile(answer);
      setMapping(answer.suggestedMapping);
      setChecked(null);
      setCheckJobId(null);
      setResult(null);
    },
    onError: (err) => toast.error(err.message),
  });
  const dryRun = useMutation({
    mutationFn: (body: { mapping: Record<string, string>; createProductsTemplateId: number | null }) =>
      dryRunImport(kind, file!.id, body),
    // The last answer stays on screen (a template just chosen re-checks) until the new one is in.
    onSuccess: ({ jobId }) => setCheckJobId(jobId),
  });
  const checkFinished = useCallback((job: Job) => {
    setCheckJobId(null);
    if (job.status === 'done') setChecked(job.result as DryRunAnswer);
  }, []);
  const run = useMutation({
    mutationFn: () =>
      runImport(kind, file!.id, {
        mapping,
        mode,
        createProductsTemplateId: templateId,
        inviteConsigners: invite,
      }),
    onSuccess: ({ jobId }) => {
      setResult(null);
      setJobId(jobId);
    },
    onError: (err) => toast.error(err.message),
  });
  const finished = useCallback((job: Job) => {
    setJobId(null);
    if (job.status === 'done') setResult(job.result as ImportResult);
  }, []);

  const changeMapping = (next: Record<string, string>) => {
    setMapping(next);
    setChecked(null);
    setCheckJobId(null);
  };
  const changeTemplate = (id: number | null) => {
    setTemplateId(id);
    dryRun.mutate({ mapping, createProductsTemplateId: id });
  };

  return (
    <>
      <PageHeader
        title={words.title}
        extra={
          <Button onClick={() => downloadTemplate(kind).catch((e: Error) => toast.error(e.message))}>
            Download template
          </Button>
        }
      />
      <Typography.Paragraph type="secondary">
        Bring your {words.noun} from a spreadsheet or from ConsignCloud, SimpleConsign or Ricochet. Nothing is
        written until you import, and importing the same file again adds nothing twice.
      </Typography.Paragraph>
      <Card size="small" title="1. Choose a file" style={{ marginBottom: 16 }}>
        <Upload.Dragger
          accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          maxCount={1}
          showUploadList={false}
          disabled={upload.isPending}
          beforeUpload={(f) => {
            upload.mutate(f);
            return false;
          }}
        >
          <p className="ant-upload-drag-icon">
            <InboxOutlined />
          </p>
          <p className="ant-upload-text">
            {upload.isPending ? 'Reading the file…' : 'Click or drop a CSV or XLSX file here'}
          </p>
          {file && <p className="ant-upload-hint">{file.fileName}</p>}
        </Upload.Dragger>
      </Card>
      {file && <MappingCard kind={kind} file={file} mapping={mapping} onChange={changeMapping} />}
      {file && (
        <Flex gap={8} style={{ marginBottom: 16 }}>
          <Button
            type="primary"
            loading={dryRun.isPending || checkJobId !== null}
            onClick={() => dryRun.mutate({ mapping, createProductsTemplateId: templateId })}
            data-testid="check-rows"
          >
            Check every row
          </Button>
        </Flex>
      )}
      {checkJobId !== null && (
        <div style={{ marginBottom: 16 }}>
          <JobProgress
            jobId={checkJobId}
            title="Checking every row (nothing is written)"
            doneText="Every row checked"
            onFinished={checkFinished}
            testId="check-progress"
          />
        </div>
      )}
      {dryRun.error && (
        <Alert type="error" showIcon style={{ marginBottom: 16 }} title={dryRun.error.message} />
      )}
      {checked && (
        <DryRunCard
          answer={checked}
          templateId={templateId}
          onTemplate={changeTemplate}
          showTemplate={kind === 'items'}
        />
      )}
      {checked && (
        <Card size="small" title="4. Import" style={{ marginBottom: 16 }}>
          <Flex vertical gap={12}>
            <Radio.Group value={mode} onChange={(e) => setMode(e.target.value)} aria-label="Import mode">
              <Flex vertical gap={4}>
                <Radio value="allOrNothing">All or nothing: import only if every row is fine</Radio>
                <Radio value="rowByRow">
                  Row by row: import the good rows, download the others with the reasons
                </Radio>
              </Flex>
            </Radio.Group>
            {kind === 'consigners' && (
              <Checkbox checked={invite} onChange={(e) => setInvite(e.target.checked)}>
                E-mail each imported consigner an invitation to sign up
              </Checkbox>
            )}
            {mode === 'allOrNothing' && checked.problemRows > 0 && (
              <Alert
                type="warning"
                showIcon
                title={`${checked.problemRows === 1 ? '1 row has' : `${checked.problemRows} rows have`} problems: fix them, or import row by row.`}
              />
            )}
            <Button
              type="primary"
              style={{ alignSelf: 'flex-start' }}
              disabled={
                jobId !== null ||
                checkJobId !== null ||
                (mode === 'allOrNothing' && checked.problemRows > 0) ||
                checked.ready === 0
              }
              loading={run.isPending}
              onClick={() => run.mutate()}
              data-testid="start-import"
            >
              Import {checked.ready} {words.noun}
            </Button>
          </Flex>
        </Card>
      )}
      {jobId !== null && (
        <div style={{ marginBottom: 16 }}>
          <JobProgress
            jobId={jobId}
            title={`Importing ${words.noun}`}
            doneText="Import finished"
            onFinished={finished}
          />
        </div>
      )}
      {result && file && <ResultCard kind={kind} fileId={file.id} result={result} />}
    </>
  );
}

function ResultCard({ kind, fileId, result }: { kind: ImportKind; fileId: string; result: ImportResult }) {
  const words = WORDS[kind];
  return (
    <Alert
      type={result.refusal ? 'error' : result.failed > 0 ? 'warning' : 'success'}
      showIcon
      data-testid="import-result"
      title={
        result.refusal ??
        `${result.created} ${words.noun} imported` +
          (result.alreadyImported ? `, ${result.alreadyImported} were already imported` : '') +
          (result.failed
            ? `, ${result.failed} ${result.failed === 1 ? 'row' : 'rows'} could not be imported`
            : '') +
          (result.invited ? `, ${result.invited} invitations queued` : '')
      }
      action={
        <Flex gap={8} wrap>
          {result.hasErrorFile && (
            <Button onClick={() => downloadErrors(kind, fileId).catch((e: Error) => toast.error(e.message))}>
              Download the rows that failed
            </Button>
          )}
          <LinkButton to={words.listPath}>{words.listLabel}</LinkButton>
        </Flex>
      }
    />
  );
}
