import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CfnOutput, CfnParameter, Duration, RemovalPolicy, Stack, type StackProps, Validations } from 'aws-cdk-lib';
import { CorsHttpMethod, HttpApi, HttpMethod, HttpStage, LogGroupLogDestination } from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import { Alarm, ComparisonOperator, type Metric, TreatMissingData } from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import { AttributeType, BillingMode, Table, TableEncryption } from 'aws-cdk-lib/aws-dynamodb';
import { Rule, Schedule } from 'aws-cdk-lib/aws-events';
import { LambdaFunction } from 'aws-cdk-lib/aws-events-targets';
import { PolicyStatement, Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Architecture, Runtime } from 'aws-cdk-lib/aws-lambda';
import { SqsEventSource } from 'aws-cdk-lib/aws-lambda-event-sources';
import { NodejsFunction, OutputFormat } from 'aws-cdk-lib/aws-lambda-nodejs';
import { LogGroup } from 'aws-cdk-lib/aws-logs';
import { Topic } from 'aws-cdk-lib/aws-sns';
import { EmailSubscription } from 'aws-cdk-lib/aws-sns-subscriptions';
import { Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs';
import type { Construct } from 'constructs';
import { RESOLVER_ROUTES } from '../functions/http/routes.ts';
import { PICTURE_ASSETS } from '../functions/picture/assets.ts';
import { EXPIRES_AT } from '../functions/store/idempotency.ts';
import { DUE_INDEX, DUE_INDEX_PARTITION_KEY, DUE_INDEX_SORT_KEY, PARTITION_KEY, SORT_KEY } from '../functions/store/table.ts';
import type { StackConfig } from './config.ts';
import { Replies } from './inbound.ts';

const handlerEntry = {
  api: fileURLToPath(new URL('../functions/lambdas/api.ts', import.meta.url)),
  resolver: fileURLToPath(new URL('../functions/lambdas/resolver.ts', import.meta.url)),
  worker: fileURLToPath(new URL('../functions/lambdas/worker.ts', import.meta.url)),
  inbound: fileURLToPath(new URL('../functions/lambdas/inbound.ts', import.meta.url)),
};

// The store appends with conditional puts, keeps the race index with conditional updates and reads
// with gets, queries and the batched read and write of a commit's email markers: it never deletes
// or scans. A test checks this list against the store's calls.
export const tableActions = [
  'dynamodb:GetItem',
  'dynamodb:BatchGetItem',
  'dynamodb:Query',
  'dynamodb:PutItem',
  'dynamodb:UpdateItem',
  'dynamodb:BatchWriteItem',
];
const sendEmailActions = ['ses:SendEmail', 'ses:SendRawEmail'];

/**
 * Both handlers' memory: the resolver's first circuit picture of a cold start compiles resvg's
 * WebAssembly, seconds at 512 MB; the API answers players with as much CPU.
 */
export const LAMBDA_MEMORY_MB = 1536;

/**
 * How often the resolver looks for due races: a step every car has sent in for is played within
 * this time (SC-PBEM-6). A run that finds nothing due is one index query, about $0.06 a month.
 */
export const RESOLVE_EVERY_MINUTES = 1;

/**
 * The fan-out's bounds (functions/fanout): race steps played at once, and races whose emails are
 * sent at once, each email worker at its share of the SES rate. SQS's `maxConcurrency` bounds each
 * queue's workers; no reserved concurrency, which a new account's quota of 10 could not grant.
 */
export const STEP_WORKERS = 10;
export const EMAIL_WORKERS = 2;
/** A worker plays one race step, or sends one race's emails, in seconds; SQS hides a message six times as long (AWS's advice for Lambda). */
const WORKER_TIMEOUT = Duration.seconds(60);
/** Tries of a message before it goes to its dead-letter queue. */
export const MAX_RECEIVES = 5;

/** Where the API function finds the web pages, written into its bundle at deploy time (functions/web/assets.ts). */
export const WEB_ASSETS_DIR = '/var/task/web';

/**
 * Shell commands that copy the files the PNG renderer reads (the resvg WebAssembly and the fonts)
 * into a `node_modules` folder beside the bundle, where Node's resolution finds them.
 */
const pictureAssets = (inputDir: string, outputDir: string): string[] =>
  [PICTURE_ASSETS.wasm, ...PICTURE_ASSETS.fonts, 'dejavu-fonts-ttf/LICENSE'].map(
    (file) => `mkdir -p "${outputDir}/node_modules/${dirname(file)}" && cp "${inputDir}/node_modules/${file}" "${outputDir}/node_modules/${file}"`,
  );

export interface SpeedMasterStackProps extends StackProps {
  config: StackConfig;
}

/**
 * Speed Master on AWS: one event-store table, the HTTP API handler, the scheduled resolver, the
 * fan-out's queues and their worker, and the alarms that say when any fails.
 */
export class SpeedMasterStack extends Stack {
  constructor(scope: Construct, id: string, props: SpeedMasterStackProps) {
    super(scope, id, props);
    const { config } = props;

    // The event store: one commit per item, race streams under `pk`, the due-race index for the resolver.
    const table = new Table(this, 'Races', {
      partitionKey: { name: PARTITION_KEY, type: AttributeType.STRING },
      sortKey: { name: SORT_KEY, type: AttributeType.NUMBER },
      billingMode: BillingMode.PAY_PER_REQUEST,
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
      encryption: TableEncryption.AWS_MANAGED,
      removalPolicy: RemovalPolicy.RETAIN,
      // Kept answers to requests sent with an Idempotency-Key go after a day (functions/store/idempotency.ts).
      timeToLiveAttribute: EXPIRES_AT,
    });
    table.addGlobalSecondaryIndex({
      indexName: DUE_INDEX,
      partitionKey: { name: DUE_INDEX_PARTITION_KEY, type: AttributeType.STRING },
      sortKey: { name: DUE_INDEX_SORT_KEY, type: AttributeType.STRING },
    });
    const tableAccess = new PolicyStatement({
      actions: tableActions,
      resources: [table.tableArn, `${table.tableArn}/index/${DUE_INDEX}`],
    });

    // The organiser's bearer token never reaches AWS: the API compares hashes, so a deploy parameter carries only the hash.
    const organiserTokenHash = new CfnParameter(this, 'OrganiserTokenHash', {
      description: 'sha256 (lowercase hex) of the organiser token',
      noEcho: true,
      allowedPattern: '^[0-9a-f]{64}$',
      constraintDescription: 'must be 64 lowercase hexadecimal digits',
    });

    const sendEmail = new PolicyStatement({
      actions: sendEmailActions,
      resources: [this.formatArn({ service: 'ses', resource: 'identity', resourceName: config.senderIdentity })],
    });
    const environment = { TABLE_NAME: table.tableName, SENDER_EMAIL: config.senderEmail };

    const organiser = { ORGANISER_TOKEN_HASH: organiserTokenHash.valueAsString };

    // The HTTP API: every route goes to the API function, whose router does the rest, but for the
    // few the resolver serves (below).
    const api = this.handler('Api', handlerEntry.api, config, {
      timeout: Duration.seconds(29),
      environment: { ...environment, ...organiser, WEB_ASSETS_DIR },
      // The web client is bundled here, once, rather than by esbuild at run time.
      afterBundling: (inputDir, outputDir) => [`cd "${inputDir}" && node --import tsx functions/web/write-assets.ts "${outputDir}/web"`],
    });
    api.addToRolePolicy(tableAccess);
    api.addToRolePolicy(sendEmail);

    const httpApi = new HttpApi(this, 'HttpApi', {
      defaultIntegration: new HttpLambdaIntegration('ApiIntegration', api),
      createDefaultStage: false,
      corsPreflight: {
        allowOrigins: [config.allowedOrigin],
        allowMethods: [CorsHttpMethod.ANY],
        allowHeaders: ['authorization', 'content-type'],
      },
    });
    Validations.of(httpApi).acknowledge({
      id: 'AwsSolutions-APIG4',
      reason: 'Anyone may read public race views; player and organiser tokens are checked by the API handler on every write.',
    });
    // Emails link back to the races and the dice checks at the API's own address.
    const publicUrl = httpApi.apiEndpoint;
    api.addEnvironment('PUBLIC_URL', publicUrl);
    const stage = new HttpStage(this, 'DefaultStage', {
      httpApi,
      autoDeploy: true,
      // A play-by-email race needs a few requests a second; the cap bounds what a runaway client can cost.
      throttle: { rateLimit: 20, burstLimit: 40 },
      accessLogSettings: {
        destination: new LogGroupLogDestination(new LogGroup(this, 'ApiAccessLogs', { retention: config.logRetention })),
      },
    });

    // The resolver: every minute, hands the steps that are due to the fan-out (below). It also
    // serves the routes the routes' table gives it (functions/http/routes.ts `Server`), so that
    // the API function neither plays a step nor draws a picture.
    const resolver = this.handler('Resolver', handlerEntry.resolver, config, {
      timeout: Duration.minutes(5),
      environment: { ...environment, ...organiser, PUBLIC_URL: publicUrl },
      afterBundling: pictureAssets,
    });
    resolver.addToRolePolicy(tableAccess);
    resolver.addToRolePolicy(sendEmail);
    const resolverIntegration = new HttpLambdaIntegration('ResolverIntegration', resolver);
    for (const { method, path } of Object.values(RESOLVER_ROUTES))
      httpApi.addRoutes({ path, methods: [HttpMethod[method.toUpperCase() as Uppercase<typeof method>]], integration: resolverIntegration });
    new Rule(this, 'ResolveDueTurns', {
      schedule: Schedule.rate(Duration.minutes(RESOLVE_EVERY_MINUTES)),
      targets: [new LambdaFunction(resolver)],
    });

    // The fan-out: the scheduled run enqueues one message per due race step, the worker plays
    // one step per message and enqueues its emails, which it sends paced, then the league channels'
    // posts of the same commits as a job of their own on the email queue (functions/fanout).
    const steps = this.fifoQueue('Steps');
    const emails = this.fifoQueue('Emails');
    const queueUrls = { STEPS_QUEUE_URL: steps.queue.queueUrl, EMAILS_QUEUE_URL: emails.queue.queueUrl };
    resolver.addEnvironment('STEPS_QUEUE_URL', queueUrls.STEPS_QUEUE_URL);
    resolver.addEnvironment('EMAILS_QUEUE_URL', queueUrls.EMAILS_QUEUE_URL);
    steps.queue.grantSendMessages(resolver);
    // The league channels' posts of a commit its routes announce (functions/race/posts.ts).
    emails.queue.grantSendMessages(resolver);
    const worker = this.handler('Worker', handlerEntry.worker, config, {
      timeout: WORKER_TIMEOUT,
      environment: {
        ...environment,
        ...queueUrls,
        PUBLIC_URL: publicUrl,
        SES_RATE_PER_SECOND: String(config.sesRatePerSecond),
        EMAIL_WORKERS: String(EMAIL_WORKERS),
      },
      afterBundling: pictureAssets,
    });
    worker.addToRolePolicy(tableAccess);
    worker.addToRolePolicy(sendEmail);
    emails.queue.grantSendMessages(worker);
    worker.addEventSource(new SqsEventSource(steps.queue, { batchSize: 10, maxConcurrency: STEP_WORKERS, reportBatchItemFailures: true }));
    // One race's emails per invocation: its share of the SES rate is all its own.
    worker.addEventSource(new SqsEventSource(emails.queue, { batchSize: 1, maxConcurrency: EMAIL_WORKERS, reportBatchItemFailures: true }));

    // Alarms: any handler error or throttle, any 5xx from the API.
    const alarmTopic = config.alarmEmail === undefined ? undefined : this.alarmTopic(config.alarmEmail);
    const alarmOn = (id: string, metric: Metric): void => {
      const alarm = new Alarm(this, id, {
        metric,
        threshold: 1,
        evaluationPeriods: 1,
        comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
        treatMissingData: TreatMissingData.NOT_BREACHING,
      });
      if (alarmTopic) alarm.addAlarmAction(new SnsAction(alarmTopic));
    };
    const period = Duration.minutes(5);
    alarmOn('ApiErrors', api.metricErrors({ period }));
    alarmOn('ApiThrottles', api.metricThrottles({ period }));
    alarmOn('ResolverErrors', resolver.metricErrors({ period }));
    alarmOn('ResolverThrottles', resolver.metricThrottles({ period }));
    alarmOn('HttpApi5xx', httpApi.metricServerError({ period }));
    alarmOn('WorkerErrors', worker.metricErrors({ period }));
    alarmOn('WorkerThrottles', worker.metricThrottles({ period }));
    // A message that failed every try: a step not played or emails not sent, for a person to look at.
    alarmOn('StepsDeadLettered', steps.deadLetters.metricApproximateNumberOfMessagesVisible({ period }));
    alarmOn('EmailsDeadLettered', emails.deadLetters.metricApproximateNumberOfMessagesVisible({ period }));

    // The players' replies to the step emails, when a reply domain is configured: the resolver and
    // the worker, which send the step emails, write the addresses.
    if (config.replyDomain) {
      const replies = new Replies(this, 'Replies', {
        replyDomain: config.replyDomain,
        handler: (id, variables) => this.handler(id, handlerEntry.inbound, config, { timeout: Duration.seconds(60), environment: variables }),
        environment: { ...environment, ...organiser, PUBLIC_URL: publicUrl },
        grants: [tableAccess, sendEmail],
        writers: [resolver, worker],
      });
      alarmOn('InboundErrors', replies.inbound.metricErrors({ period }));
    }

    new CfnOutput(this, 'ApiUrl', { value: stage.url });
    new CfnOutput(this, 'TableName', { value: table.tableName });
  }

  /**
   * A Lambda handler bundled locally with esbuild, with its own log group and a role that can
   * write only to that log group: every other right is granted by the caller.
   */
  private handler(
    id: string,
    entry: string,
    config: StackConfig,
    props: { timeout: Duration; environment: Record<string, string>; afterBundling?: (inputDir: string, outputDir: string) => string[] },
  ): NodejsFunction {
    const logGroup = new LogGroup(this, `${id}Logs`, { retention: config.logRetention });
    const role = new Role(this, `${id}Role`, { assumedBy: new ServicePrincipal('lambda.amazonaws.com') });
    logGroup.grantWrite(role);
    const fn = new NodejsFunction(this, id, {
      entry,
      handler: 'handler',
      runtime: Runtime.NODEJS_22_X,
      architecture: Architecture.ARM_64,
      memorySize: LAMBDA_MEMORY_MB,
      timeout: props.timeout,
      role,
      logGroup,
      environment: { ...props.environment, NODE_OPTIONS: '--enable-source-maps' },
      bundling: {
        format: OutputFormat.ESM,
        minify: true,
        sourceMap: true,
        // esbuild: only local mode bundles the web client at run time (functions/web/assets.ts).
        externalModules: ['@aws-sdk/*', 'esbuild'],
        commandHooks: {
          beforeBundling: () => [],
          beforeInstall: () => [],
          afterBundling: (inputDir, outputDir) => props.afterBundling?.(inputDir, outputDir) ?? [],
        },
      },
    });
    Validations.of(fn).acknowledge({
      id: 'AwsSolutions-L1',
      reason: 'Node.js 22 is the runtime the project deploys on and tests against; Node.js 24 is not yet verified with its pinned dependencies.',
    });
    return fn;
  }

  /** A FIFO queue (why FIFO: functions/fanout/sqsQueue.ts) and its dead-letter queue, encrypted, reachable over TLS only. */
  private fifoQueue(id: string): { queue: Queue; deadLetters: Queue } {
    const deadLetters = new Queue(this, `${id}DeadLetters`, {
      fifo: true,
      encryption: QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      retentionPeriod: Duration.days(14),
    });
    Validations.of(deadLetters).acknowledge({
      id: 'AwsSolutions-SQS3',
      reason: 'It is the dead-letter queue: what fails here is kept 14 days and alarmed on.',
    });
    const queue = new Queue(this, id, {
      fifo: true,
      encryption: QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      visibilityTimeout: Duration.seconds(WORKER_TIMEOUT.toSeconds() * 6),
      deadLetterQueue: { queue: deadLetters, maxReceiveCount: MAX_RECEIVES },
    });
    return { queue, deadLetters };
  }

  private alarmTopic(email: string): Topic {
    const topic = new Topic(this, 'Alarms', { enforceSSL: true });
    topic.addSubscription(new EmailSubscription(email));
    Validations.of(topic).acknowledge({
      id: 'AwsSolutions-SNS2',
      reason: 'Alarm notifications carry no secrets, and CloudWatch cannot publish to a topic encrypted with the AWS managed SNS key.',
    });
    return topic;
  }
}
