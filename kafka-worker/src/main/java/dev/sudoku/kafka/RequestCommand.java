package dev.sudoku.kafka;

import dev.sudoku.schema.GenerationRequest;
import dev.sudoku.schema.Level;
import dev.sudoku.schema.Symmetry;
import dev.sudoku.schema.Technique;
import dev.sudoku.schema.Topics;
import dev.sudoku.schema.TrustedClasses;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Properties;
import java.util.UUID;
import java.util.concurrent.TimeUnit;
import org.apache.kafka.clients.producer.KafkaProducer;
import org.apache.kafka.clients.producer.ProducerConfig;
import org.apache.kafka.clients.producer.ProducerRecord;
import org.apache.kafka.common.serialization.ByteArraySerializer;

/**
 * {@code kafka-worker/run request --bootstrap HOST:PORT [options]}: sends one
 * {@code GenerationRequest} from the console and prints its puzzles and summary as they are
 * committed. Requests are Avro binary, so a plain console producer cannot write them; this is the
 * console producer for them.
 *
 * <pre>
 *   --count N              puzzles (default 5)
 *   --level L              EASY | MEDIUM | HARD | EXPERT | EXTREME
 *   --rating A..B          SE rating range (either side may be empty: 4.0.. or ..2.3)
 *   --technique T          required technique (repeatable), e.g. X_WING
 *   --symmetry S           NONE | ROTATE_180 | ROTATE_90 | MIRROR | FLIP | DIAGONAL | ANTI_DIAGONAL | BOTH_DIAGONALS
 *   --minimal              every clue necessary
 *   --clues A..B           clue bounds
 *   --seed S               seed (default: derived from the id)
 *   --id ID                request id (default: a random UUID)
 *   --deadline-seconds S   stop after S seconds
 *   --correlation C        correlation id copied to the summary
 *   --reply-to TOPIC       puzzles and summary on this (existing) topic instead of the defaults
 *   --topic-prefix P       topics P + the default names (default none)
 *   --no-follow            send and exit
 * </pre>
 */
public final class RequestCommand {

    private static final Duration WAIT = Duration.ofMinutes(10);

    private RequestCommand() {
    }

    public static void main(String[] args) throws Exception {
        try {
            System.exit(run(args));
        } catch (IllegalArgumentException e) {
            System.err.println("request: " + e.getMessage());
            System.exit(1);
        }
    }

    /** A parsed command line. */
    record Parsed(String bootstrap, String topicPrefix, boolean follow, GenerationRequest request) {
    }

    static int run(String[] args) throws Exception {
        Parsed p = parse(args, Instant.now(), UUID.randomUUID().toString());
        return send(p);
    }

    /**
     * Parses the options (see the class comment).
     *
     * @param now the clock reading for {@code requestedAt} and {@code --deadline-seconds}
     * @param defaultId the request id when {@code --id} is absent
     * @throws IllegalArgumentException with one line for a bad option or value
     */
    static Parsed parse(String[] args, Instant now, String defaultId) {
        TrustedClasses.install(); // before building any record (Avro 1.12.2)
        String bootstrap = null;
        String prefix = "";
        boolean follow = true;
        String id = defaultId;
        GenerationRequest.Builder b = GenerationRequest.newBuilder().setCount(5);
        List<Technique> techniques = new ArrayList<>();
        for (int i = 0; i < args.length; i++) {
            String a = args[i];
            switch (a) {
                case "--minimal" -> b.setMinimal(true);
                case "--no-follow" -> follow = false;
                default -> {
                    if (i + 1 >= args.length) {
                        throw new IllegalArgumentException("unknown option or missing value: " + a);
                    }
                    String v = args[++i];
                    switch (a) {
                        case "--bootstrap" -> bootstrap = v;
                        case "--count" -> b.setCount(Integer.parseInt(v));
                        case "--level" -> b.setLevel(Level.valueOf(v.toUpperCase(Locale.ROOT)));
                        case "--rating" -> {
                            String[] r = range(v);
                            b.setMinRating(r[0] == null ? null : Double.valueOf(r[0]))
                                    .setMaxRating(r[1] == null ? null : Double.valueOf(r[1]));
                        }
                        case "--technique" -> techniques.add(Technique.valueOf(v.toUpperCase(Locale.ROOT)));
                        case "--symmetry" -> b.setSymmetry(Symmetry.valueOf(v.toUpperCase(Locale.ROOT)));
                        case "--clues" -> {
                            String[] r = range(v);
                            b.setMinClues(r[0] == null ? null : Integer.valueOf(r[0]))
                                    .setMaxClues(r[1] == null ? null : Integer.valueOf(r[1]));
                        }
                        case "--seed" -> b.setSeed(Long.parseLong(v));
                        case "--id" -> id = v;
                        case "--deadline-seconds" ->
                            b.setDeadline(now.plusSeconds(Long.parseLong(v)));
                        case "--correlation" -> b.setCorrelationId(v);
                        case "--reply-to" -> b.setReplyTo(v);
                        case "--topic-prefix" -> prefix = v;
                        default -> throw new IllegalArgumentException("unknown option " + a);
                    }
                }
            }
        }
        if (bootstrap == null) {
            throw new IllegalArgumentException("--bootstrap HOST:PORT is required (the local mode"
                    + " prints it)");
        }
        return new Parsed(bootstrap, prefix, follow, b.setRequestId(id)
                .setRequiredTechniques(techniques).setRequestedAt(now).build());
    }

    private static int send(Parsed p) throws Exception {
        String bootstrap = p.bootstrap();
        String prefix = p.topicPrefix();
        GenerationRequest request = p.request();
        String id = request.getRequestId();
        Properties pp = new Properties();
        pp.put(ProducerConfig.BOOTSTRAP_SERVERS_CONFIG, bootstrap);
        try (KafkaProducer<byte[], byte[]> producer = new KafkaProducer<>(pp,
                new ByteArraySerializer(), new ByteArraySerializer())) {
            producer.send(new ProducerRecord<>(prefix + Topics.REQUESTS.name(),
                    id.getBytes(StandardCharsets.UTF_8), AvroPlugins.encode(request)))
                    .get(30, TimeUnit.SECONDS);
        }
        System.out.println("sent " + request);
        if (!p.follow()) {
            return 0;
        }
        AvroPlugins plugins = new AvroPlugins();
        String reply = request.getReplyTo();
        long printed = FeedFollower.follow(bootstrap,
                reply != null ? reply : prefix + Topics.PUZZLES.name(),
                reply != null ? reply : prefix + Topics.SUMMARIES.name(), id, plugins::describePuzzle,
                plugins::describeSummary, WAIT, System.out);
        if (printed < 0) {
            System.out.println("no summary within " + WAIT.toMinutes() + " minutes (is a worker"
                    + " running? invalid requests go to " + prefix + Topics.DEAD_LETTERS.name() + ")");
            return 1;
        }
        return 0;
    }

    /** {@code A..B}, either side may be empty (null). */
    private static String[] range(String v) {
        int dots = v.indexOf("..");
        if (dots < 0) {
            throw new IllegalArgumentException("expected a range A..B, got '" + v + "'");
        }
        String lo = v.substring(0, dots).trim();
        String hi = v.substring(dots + 2).trim();
        return new String[] {lo.isEmpty() ? null : lo, hi.isEmpty() ? null : hi};
    }
}
