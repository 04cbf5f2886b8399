/** SES receiving for the players' replies (infra/inbound.ts), in the template `cdk synth` makes with a reply domain. */
import { readFileSync } from 'node:fs';
import { App } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { AwsSolutionsChecks } from 'cdk-nag';
import { describe, expect, it } from 'vitest';
import { readConfig } from '../../infra/config.ts';
import { INBOUND_PREFIX, RAW_MAIL_DAYS } from '../../infra/inbound.ts';
import { SpeedMasterStack } from '../../infra/stack.ts';

const cdkJson = JSON.parse(readFileSync(new URL('../../cdk.json', import.meta.url), 'utf8')) as { context: Record<string, unknown> };

function synthesize(context: Record<string, unknown> = {}) {
  const app = new App({
    builtinCloudFormationValidation: false,
    context: { 'aws:cdk:bundling-stacks': [], ...cdkJson.context, senderEmail: 'steward@speed.example', ...context },
  });
  const stack = new SpeedMasterStack(app, 'SpeedMaster', { config: readConfig(app.node) });
  return { app, template: Template.fromStack(stack) };
}

const { app, template } = synthesize({ replyDomain: 'races.speed.example' });
const resources = template.toJSON().Resources as Record<string, { Type: string; Properties: Record<string, any> }>;
const functionId = (prefix: string) => Object.keys(template.findResources('AWS::Lambda::Function')).find((id) => id.startsWith(prefix)) ?? '';
const inboundId = functionId('Inbound');
const resolverId = functionId('Resolver');
const workerId = functionId('Worker');
const bucketId = template.getResourceId('AWS::S3::Bucket', {});
const secretId = template.getResourceId('AWS::SecretsManager::Secret', {});
const statementsOf = (id: string) => {
  const roleId = resources[id]?.Properties.Role['Fn::GetAtt'][0];
  return Object.values(template.findResources('AWS::IAM::Policy', { Properties: { Roles: [{ Ref: roleId }] } })).flatMap(
    (policy) => policy.Properties.PolicyDocument.Statement as { Action: string | string[]; Resource: unknown }[],
  );
};

describe('SES receiving for the replies', () => {
  it('has a receipt rule for the reply domain that keeps the raw mail in S3, then runs the inbound function on it, TLS required and spam scanned', () => {
    template.hasResourceProperties('AWS::SES::ReceiptRule', {
      Rule: {
        Enabled: true,
        Recipients: ['races.speed.example'],
        ScanEnabled: true,
        TlsPolicy: 'Require',
        Actions: [
          { S3Action: { BucketName: { Ref: bucketId }, ObjectKeyPrefix: INBOUND_PREFIX } },
          { LambdaAction: { FunctionArn: { 'Fn::GetAtt': [inboundId, 'Arn'] }, InvocationType: 'Event' } },
        ],
      },
    });
    template.hasResourceProperties('AWS::Lambda::Permission', { Principal: 'ses.amazonaws.com', FunctionName: { 'Fn::GetAtt': [inboundId, 'Arn'] } });
    template.hasOutput('ReplyRuleSetName', {});
  });

  it('keeps the raw mails private, encrypted, over TLS only and for a limited time, and lets SES write them', () => {
    template.hasResourceProperties('AWS::S3::Bucket', {
      BucketEncryption: { ServerSideEncryptionConfiguration: [{ ServerSideEncryptionByDefault: { SSEAlgorithm: 'AES256' } }] },
      PublicAccessBlockConfiguration: { BlockPublicAcls: true, BlockPublicPolicy: true, IgnorePublicAcls: true, RestrictPublicBuckets: true },
      LifecycleConfiguration: { Rules: [Match.objectLike({ ExpirationInDays: RAW_MAIL_DAYS, Status: 'Enabled' })] },
    });
    const policy = JSON.stringify(template.findResources('AWS::S3::BucketPolicy'));
    expect(policy).toContain('ses.amazonaws.com');
    expect(policy).toContain('aws:SecureTransport');
  });

  it('gives the inbound function the backend, the bucket and the secret, and the resolver and the fan-out worker, which send the step emails, the secret to write the addresses', () => {
    const variables = resources[inboundId]?.Properties.Environment.Variables;
    expect(variables).toMatchObject({
      REPLY_DOMAIN: 'races.speed.example',
      INBOUND_PREFIX,
      INBOUND_BUCKET: { Ref: bucketId },
      ORGANISER_TOKEN_HASH: { Ref: 'OrganiserTokenHash' },
    });
    for (const writerId of [resolverId, workerId]) {
      expect(resources[writerId]?.Properties.Environment.Variables).toMatchObject({
        REPLY_DOMAIN: 'races.speed.example',
        REPLY_SECRET_NAME: expect.anything(),
      });
      expect(statementsOf(writerId)).toContainEqual(expect.objectContaining({ Action: 'secretsmanager:GetSecretValue', Resource: { Ref: secretId } }));
    }
    const actions = statementsOf(inboundId)
      .flatMap((statement) => [statement.Action].flat())
      .sort();
    expect(actions).toEqual([
      'dynamodb:BatchGetItem',
      'dynamodb:BatchWriteItem',
      'dynamodb:GetItem',
      'dynamodb:PutItem',
      'dynamodb:Query',
      'dynamodb:UpdateItem',
      'logs:CreateLogStream',
      'logs:PutLogEvents',
      's3:GetObject',
      'secretsmanager:GetSecretValue',
      'ses:SendEmail',
      'ses:SendRawEmail',
      'ssm:GetParameter',
    ]);
  });

  it('raises an alarm on any error of the inbound function', () => {
    template.hasResourceProperties('AWS::CloudWatch::Alarm', { MetricName: 'Errors', Dimensions: [{ Name: 'FunctionName', Value: { Ref: inboundId } }] });
  });

  it('finds nothing unacknowledged by cdk-nag AwsSolutions', () => {
    const report = new AwsSolutionsChecks(app).validateScope(app);
    expect(report.violations).toEqual([]);
  });

  it('receives nothing without a reply domain, and refuses one that is no domain name', () => {
    synthesize().template.resourceCountIs('AWS::SES::ReceiptRuleSet', 0);
    expect(() => synthesize({ replyDomain: 'not a domain' })).toThrow(/context replyDomain/);
  });
});
