import { readdirSync, readFileSync } from 'node:fs';
import { App } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { AwsSolutionsChecks } from 'cdk-nag';
import { describe, expect, it } from 'vitest';
import { RESOLVER_ROUTES } from '../../functions/http/routes.ts';
import { readConfig } from '../../infra/config.ts';
import { EMAIL_WORKERS, MAX_RECEIVES, SpeedMasterStack, STEP_WORKERS, tableActions } from '../../infra/stack.ts';

const cdkJson = JSON.parse(readFileSync(new URL('../../cdk.json', import.meta.url), 'utf8')) as {
  context: Record<string, unknown>;
};
const senderIdentityArn = (identity: string) => ({
  'Fn::Join': ['', ['arn:', { Ref: 'AWS::Partition' }, ':ses:', { Ref: 'AWS::Region' }, ':', { Ref: 'AWS::AccountId' }, `:identity/${identity}`]],
});

/** The stack as `cdk synth` builds it from cdk.json, with bundling skipped to keep the tests fast. */
function synthesize(context: Record<string, unknown> = {}) {
  const app = new App({
    builtinCloudFormationValidation: false,
    context: { 'aws:cdk:bundling-stacks': [], ...cdkJson.context, ...context },
  });
  const stack = new SpeedMasterStack(app, 'SpeedMaster', { config: readConfig(app.node) });
  return { app, template: Template.fromStack(stack) };
}

const { app, template } = synthesize({ senderEmail: 'steward@speed.example', allowedOrigin: 'https://speed.example' });

type Statement = { Action: string | string[]; Resource: unknown };

/** Every statement in the policies attached to the role of this function. */
function statementsOf(functionId: string): Statement[] {
  const fn = template.toJSON().Resources[functionId];
  const roleId = fn.Properties.Role['Fn::GetAtt'][0] as string;
  const policies = Object.values(template.findResources('AWS::IAM::Policy', { Properties: { Roles: [{ Ref: roleId }] } }));
  return policies.flatMap((policy) => policy.Properties.PolicyDocument.Statement as Statement[]);
}

const actionsOf = (statements: Statement[]) => statements.flatMap((statement) => [statement.Action].flat()).sort();
const variablesOf = (functionId: string): Record<string, unknown> => template.toJSON().Resources[functionId].Properties.Environment.Variables;

const functionIds = Object.keys(template.findResources('AWS::Lambda::Function'));
const [apiId = '', resolverId = '', workerId = ''] = ['Api', 'Resolver', 'Worker'].map((name) => functionIds.find((id) => id.startsWith(name)));
const tableId = template.getResourceId('AWS::DynamoDB::Table', {});
const httpApiId = template.getResourceId('AWS::ApiGatewayV2::Api', {});
const tableResources = [{ 'Fn::GetAtt': [tableId, 'Arn'] }, { 'Fn::Join': ['', [{ 'Fn::GetAtt': [tableId, 'Arn'] }, '/index/due']] }];

describe('event store table', () => {
  it('keys commits by a string pk and a numeric sk, with the due index, billed on demand and encrypted with the AWS managed key', () => {
    template.hasResourceProperties('AWS::DynamoDB::Table', {
      KeySchema: [
        { AttributeName: 'pk', KeyType: 'HASH' },
        { AttributeName: 'sk', KeyType: 'RANGE' },
      ],
      AttributeDefinitions: Match.arrayWith([
        { AttributeName: 'pk', AttributeType: 'S' },
        { AttributeName: 'sk', AttributeType: 'N' },
      ]),
      GlobalSecondaryIndexes: [
        {
          IndexName: 'due',
          KeySchema: [
            { AttributeName: 'gsiPk', KeyType: 'HASH' },
            { AttributeName: 'dueAt', KeyType: 'RANGE' },
          ],
          Projection: { ProjectionType: 'ALL' },
        },
      ],
      BillingMode: 'PAY_PER_REQUEST',
      SSESpecification: { SSEEnabled: true },
    });
  });

  it('keeps point-in-time recovery on and survives stack deletion', () => {
    template.hasResource('AWS::DynamoDB::Table', {
      Properties: Match.objectLike({ PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true } }),
      DeletionPolicy: 'Retain',
      UpdateReplacePolicy: 'Retain',
    });
  });
});

describe('handlers', () => {
  it('run the three functions on Node.js 22 on arm64 as ES module bundles', () => {
    template.resourceCountIs('AWS::Lambda::Function', 3);
    template.allResourcesProperties('AWS::Lambda::Function', {
      Runtime: 'nodejs22.x',
      Architectures: ['arm64'],
      Handler: 'index.handler',
      Environment: { Variables: Match.objectLike({ TABLE_NAME: { Ref: tableId }, SENDER_EMAIL: 'steward@speed.example' }) },
    });
  });

  it('routes every HTTP API request to the API function through a proxy integration, but those whose commits are emailed, the documents, the submissions whose receipts carry warnings or whose check needs the circuit, the circuit uploads, the seats handed over and the championships, which go to the resolver', () => {
    const integrationOf = (functionId: string) =>
      template.getResourceId('AWS::ApiGatewayV2::Integration', {
        Properties: { IntegrationType: 'AWS_PROXY', PayloadFormatVersion: '2.0', IntegrationUri: { 'Fn::GetAtt': [functionId, 'Arn'] } },
      });
    const routes = Object.values(template.findResources('AWS::ApiGatewayV2::Route')).map((route) => route.Properties);
    const targetOf = (routeKey: string) => routes.find((route) => route.RouteKey === routeKey)?.Target;
    // Every route of the resolver's table, and the API function's catch-all for the rest.
    const resolverKeys = Object.values(RESOLVER_ROUTES).map(({ method, path }) => `${method.toUpperCase()} ${path}`);
    expect(routes.map((route) => route.RouteKey).sort()).toEqual(['$default', ...resolverKeys].sort());
    expect(resolverKeys).toContain('POST /races/{id}/resolve');
    expect(targetOf('$default')).toEqual({ 'Fn::Join': ['', ['integrations/', { Ref: integrationOf(apiId) }]] });
    for (const { method, path } of Object.values(RESOLVER_ROUTES))
      expect(targetOf(`${method.toUpperCase()} ${path}`)).toEqual({ 'Fn::Join': ['', ['integrations/', { Ref: integrationOf(resolverId) }]] });
    template.hasResourceProperties('AWS::ApiGatewayV2::Api', {
      ProtocolType: 'HTTP',
      CorsConfiguration: Match.objectLike({ AllowOrigins: ['https://speed.example'] }),
    });
    template.hasResourceProperties('AWS::ApiGatewayV2::Stage', {
      StageName: '$default',
      AutoDeploy: true,
      AccessLogSettings: Match.objectLike({ DestinationArn: Match.anyValue() }),
    });
  });

  it('tells both functions the API address for the links in the emails', () => {
    template.allResourcesProperties('AWS::Lambda::Function', {
      Environment: { Variables: Match.objectLike({ PUBLIC_URL: { 'Fn::GetAtt': [httpApiId, 'ApiEndpoint'] } }) },
    });
  });

  it('runs the resolver every minute', () => {
    template.hasResourceProperties('AWS::Events::Rule', {
      ScheduleExpression: 'rate(1 minute)',
      Targets: [Match.objectLike({ Arn: { 'Fn::GetAtt': [resolverId, 'Arn'] } })],
    });
  });
});

describe('least privilege', () => {
  it.each([
    ['API', apiId],
    ['resolver', resolverId],
  ])('lets the %s read and append to the table and its due index only', (_name, functionId) => {
    const tableStatements = statementsOf(functionId).filter((statement) => actionsOf([statement]).some((action) => action.startsWith('dynamodb:')));
    expect(tableStatements).toEqual([{ Effect: 'Allow', Action: tableActions, Resource: tableResources }]);
  });

  it('grants exactly the DynamoDB calls the store makes on AWS (table creation is local mode only)', () => {
    const store = new URL('../../functions/store/', import.meta.url);
    const calls = readdirSync(store)
      .flatMap((file) => [...readFileSync(new URL(file, store), 'utf8').matchAll(/new (\w+)Command\(/g)].map((match) => `dynamodb:${match[1]}`))
      .filter((action) => action !== 'dynamodb:CreateTable');
    expect([...new Set(calls)].sort()).toEqual([...tableActions].sort());
  });

  it.each([
    ['API', apiId],
    ['resolver', resolverId],
  ])('lets the %s send email only as the configured SES identity', (_name, functionId) => {
    const sesStatements = statementsOf(functionId).filter((statement) => actionsOf([statement]).some((action) => action.startsWith('ses:')));
    expect(sesStatements).toEqual([{ Effect: 'Allow', Action: ['ses:SendEmail', 'ses:SendRawEmail'], Resource: senderIdentityArn('steward@speed.example') }]);
  });

  it('authorises a domain identity when the sender is verified through its domain', () => {
    const domain = synthesize({ senderEmail: 'steward@speed.example', senderIdentity: 'speed.example' }).template;
    domain.hasResourceProperties('AWS::IAM::Policy', {
      PolicyDocument: {
        Statement: Match.arrayWith([Match.objectLike({ Action: ['ses:SendEmail', 'ses:SendRawEmail'], Resource: senderIdentityArn('speed.example') })]),
      },
    });
  });

  it('gives both functions, each serving organiser routes, the organiser token hash from a hidden deploy parameter that accepts nothing but a sha256', () => {
    template.hasParameter('OrganiserTokenHash', { Type: 'String', NoEcho: true, AllowedPattern: '^[0-9a-f]{64}$' });
    expect(variablesOf(apiId).ORGANISER_TOKEN_HASH).toEqual({ Ref: 'OrganiserTokenHash' });
    expect(variablesOf(resolverId).ORGANISER_TOKEN_HASH).toEqual({ Ref: 'OrganiserTokenHash' });
  });

  it('gives each function only its log group, the table, SES and the queues it sends to or reads: no managed policy, no wildcard resource', () => {
    const sends = ['sqs:GetQueueAttributes', 'sqs:GetQueueUrl', 'sqs:SendMessage'];
    const reads = ['sqs:ChangeMessageVisibility', 'sqs:DeleteMessage', 'sqs:GetQueueAttributes', 'sqs:GetQueueUrl', 'sqs:ReceiveMessage'];
    const queueActions: [string, string[]][] = [
      [apiId, []],
      // One statement to send to each queue: the steps, and the channels' posts of the commits its routes announce.
      [resolverId, [...sends, ...sends]],
      // One statement to read each queue.
      [workerId, [...sends, ...reads, ...reads]],
    ];
    for (const [functionId, sqs] of queueActions) {
      const fn = template.toJSON().Resources[functionId];
      const logGroupId = fn.Properties.LoggingConfig.LogGroup.Ref as string;
      expect(statementsOf(functionId)).toContainEqual({
        Effect: 'Allow',
        Action: ['logs:CreateLogStream', 'logs:PutLogEvents'],
        Resource: { 'Fn::GetAtt': [logGroupId, 'Arn'] },
      });
      expect(actionsOf(statementsOf(functionId))).toEqual(
        [
          'dynamodb:BatchGetItem',
          'dynamodb:BatchWriteItem',
          'dynamodb:GetItem',
          'dynamodb:PutItem',
          'dynamodb:Query',
          'dynamodb:UpdateItem',
          'logs:CreateLogStream',
          'logs:PutLogEvents',
          'ses:SendEmail',
          'ses:SendRawEmail',
          ...sqs,
        ].sort(),
      );
    }
    template.allResourcesProperties('AWS::IAM::Role', { ManagedPolicyArns: Match.absent() });
    const resources = Object.values(template.findResources('AWS::IAM::Policy')).flatMap((policy) =>
      (policy.Properties.PolicyDocument.Statement as Statement[]).flatMap((statement) => [statement.Resource].flat()),
    );
    expect(resources).not.toContain('*');
  });

  it('keeps logs for the configured retention', () => {
    template.allResourcesProperties('AWS::Logs::LogGroup', { RetentionInDays: 30 });
    const twoWeeks = synthesize({ logRetentionDays: '14' }).template;
    twoWeeks.allResourcesProperties('AWS::Logs::LogGroup', { RetentionInDays: 14 });
  });
});

describe('alarms', () => {
  it.each([
    ['Errors', apiId],
    ['Throttles', apiId],
    ['Errors', resolverId],
    ['Throttles', resolverId],
  ])('raises an alarm on any %s of a handler', (metric, functionId) => {
    template.hasResourceProperties('AWS::CloudWatch::Alarm', {
      Namespace: 'AWS/Lambda',
      MetricName: metric,
      Dimensions: [{ Name: 'FunctionName', Value: { Ref: functionId } }],
      Threshold: 1,
      ComparisonOperator: 'GreaterThanOrEqualToThreshold',
    });
  });

  it('raises an alarm on any 5xx from the HTTP API', () => {
    template.hasResourceProperties('AWS::CloudWatch::Alarm', { Namespace: 'AWS/ApiGateway', MetricName: '5xx', Threshold: 1 });
  });

  it('notifies nobody unless an alarm email is configured', () => {
    template.resourceCountIs('AWS::SNS::Topic', 0);
    const notified = synthesize({ alarmEmail: 'pit-wall@speed.example' }).template;
    notified.hasResourceProperties('AWS::SNS::Subscription', { Protocol: 'email', Endpoint: 'pit-wall@speed.example' });
    const topicId = notified.getResourceId('AWS::SNS::Topic', {});
    notified.allResourcesProperties('AWS::CloudWatch::Alarm', { AlarmActions: [{ Ref: topicId }] });
    notified.resourceCountIs('AWS::CloudWatch::Alarm', 9);
  });
});

describe('fan-out (issue 17)', () => {
  const queues = template.findResources('AWS::SQS::Queue');
  const stepsQueueId = Object.keys(queues).find((id) => id.startsWith('Steps') && !id.includes('DeadLetters')) ?? '';
  const emailsQueueId = Object.keys(queues).find((id) => id.startsWith('Emails') && !id.includes('DeadLetters')) ?? '';

  it('queues race steps and emails in FIFO queues, encrypted, each with a FIFO dead-letter queue after 5 tries', () => {
    expect([stepsQueueId, emailsQueueId].every(Boolean)).toBe(true);
    template.resourceCountIs('AWS::SQS::Queue', 4);
    template.allResourcesProperties('AWS::SQS::Queue', { FifoQueue: true, SqsManagedSseEnabled: true });
    for (const id of [stepsQueueId, emailsQueueId]) {
      const { RedrivePolicy, VisibilityTimeout } = queues[id]?.Properties ?? {};
      expect(RedrivePolicy).toEqual({ deadLetterTargetArn: { 'Fn::GetAtt': [expect.stringContaining('DeadLetters'), 'Arn'] }, maxReceiveCount: MAX_RECEIVES });
      expect(VisibilityTimeout).toBe(360);
    }
  });

  it("lets the resolver send to the step queue and to the email queue (a channel's posts), and the worker read both and send to the email queue", () => {
    const sendsTo = (functionId: string) =>
      statementsOf(functionId)
        .filter((statement) => actionsOf([statement]).includes('sqs:SendMessage'))
        .map((statement) => statement.Resource);
    expect(sendsTo(resolverId)).toEqual([{ 'Fn::GetAtt': [stepsQueueId, 'Arn'] }, { 'Fn::GetAtt': [emailsQueueId, 'Arn'] }]);
    expect(sendsTo(workerId)).toEqual([{ 'Fn::GetAtt': [emailsQueueId, 'Arn'] }]);
  });

  it('feeds the worker from both queues with bounded concurrency, reporting the messages that failed', () => {
    template.resourceCountIs('AWS::Lambda::EventSourceMapping', 2);
    template.hasResourceProperties('AWS::Lambda::EventSourceMapping', {
      FunctionName: { Ref: workerId },
      EventSourceArn: { 'Fn::GetAtt': [stepsQueueId, 'Arn'] },
      BatchSize: 10,
      ScalingConfig: { MaximumConcurrency: STEP_WORKERS },
      FunctionResponseTypes: ['ReportBatchItemFailures'],
    });
    template.hasResourceProperties('AWS::Lambda::EventSourceMapping', {
      FunctionName: { Ref: workerId },
      EventSourceArn: { 'Fn::GetAtt': [emailsQueueId, 'Arn'] },
      BatchSize: 1,
      ScalingConfig: { MaximumConcurrency: EMAIL_WORKERS },
      FunctionResponseTypes: ['ReportBatchItemFailures'],
    });
  });

  it('tells the worker the SES rate it shares with the other email workers, and where both queues are', () => {
    expect(variablesOf(workerId)).toMatchObject({
      SES_RATE_PER_SECOND: '14',
      EMAIL_WORKERS: String(EMAIL_WORKERS),
      STEPS_QUEUE_URL: { Ref: stepsQueueId },
      EMAILS_QUEUE_URL: { Ref: emailsQueueId },
    });
    expect(variablesOf(resolverId)).toMatchObject({ STEPS_QUEUE_URL: { Ref: stepsQueueId } });
    const fast = synthesize({ sesRatePerSecond: '500' }).template;
    fast.hasResourceProperties('AWS::Lambda::Function', { Environment: { Variables: Match.objectLike({ SES_RATE_PER_SECOND: '500' }) } });
  });

  it('raises an alarm on any message in a dead-letter queue, and on any worker error', () => {
    for (const id of Object.keys(queues).filter((name) => name.includes('DeadLetters')))
      template.hasResourceProperties('AWS::CloudWatch::Alarm', {
        Namespace: 'AWS/SQS',
        MetricName: 'ApproximateNumberOfMessagesVisible',
        Dimensions: [{ Name: 'QueueName', Value: { 'Fn::GetAtt': [id, 'QueueName'] } }],
        Threshold: 1,
      });
    template.hasResourceProperties('AWS::CloudWatch::Alarm', { MetricName: 'Errors', Dimensions: [{ Name: 'FunctionName', Value: { Ref: workerId } }] });
  });
});

describe('configuration', () => {
  it('outputs the API URL and the table name', () => {
    template.hasOutput('ApiUrl', {});
    template.hasOutput('TableName', { Value: { Ref: tableId } });
  });

  it('rejects a sender that is not an email address, naming the context key', () => {
    expect(() => synthesize({ senderEmail: 'nobody' })).toThrow(/context senderEmail/);
  });

  it('rejects a log retention CloudWatch Logs does not offer', () => {
    expect(() => synthesize({ logRetentionDays: '10' })).toThrow(/context logRetentionDays/);
  });
});

describe('cdk-nag AwsSolutions', () => {
  it.each([
    ['without', {}],
    ['with', { alarmEmail: 'pit-wall@speed.example' }],
  ])('finds nothing unacknowledged %s an alarm topic', (_with, context) => {
    const checked = Object.keys(context).length === 0 ? app : synthesize(context).app;
    const report = new AwsSolutionsChecks(checked).validateScope(checked);
    expect(report.violations).toEqual([]);
    expect(report.success).toBe(true);
  });
});
