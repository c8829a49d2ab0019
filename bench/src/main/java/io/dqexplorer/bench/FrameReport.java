package io.dqexplorer.bench;

import jdk.jfr.consumer.RecordedEvent;
import jdk.jfr.consumer.RecordedFrame;
import jdk.jfr.consumer.RecordingFile;

import java.io.IOException;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.OptionalDouble;
import java.util.TreeMap;

/**
 * What a JFR recording of a launch says about its frames. JavaFX 21 emits {@code javafx.PulsePhase}
 * events (pulse id, phase name) when JFR runs from the start. A frame here is one pulse, and its
 * length the sum of its phases on the FX thread and the render thread ("Painting" included) less
 * "Waiting for previous rendering", which overlaps the previous pulse's painting. The sign-in is
 * read off the traffic: the app's last socket read in the recording (its own threads, not the
 * in-process demo service's {@code dq-sandbox-*} workers) answers the sign-in burst (token, access,
 * dataset list); nothing else asks the service while nobody touches the window.
 *
 * @param firstPaintSeconds       JVM start to the end of the first pulse's painting
 * @param signedInPaintSeconds    JVM start to the end of the painting of the first pulse that starts
 *                                after the sign-in's last answer; NaN without traffic
 * @param longestBeforeMs         longest frame that ended before that answer (all frames without traffic)
 * @param longestAfterMs          longest frame that ended after that answer, up to 5 s after it
 * @param steps                   each {@link AppProbe} step in the recording, by name
 */
record FrameReport(double firstPaintSeconds, double signedInPaintSeconds, double longestBeforeMs,
                   double longestAfterMs, int pulses, Map<String, Step> steps) {

    /**
     * One step of the probe.
     *
     * @param longestMs  the longest pulse that overlaps the step, or the step's own handler on the FX
     *                   thread (a click's work runs outside the pulses) when that was longer
     * @param cpuMs      CPU time of the FX and render threads during the step: unlike the frames, it
     *                   does not grow when other processes share the cores
     * @param p99Ms      the 99th percentile (nearest rank) of the pulses that overlap the step
     * @param pulses     how many pulses overlap the step
     * @param slowPulses how many of them took over {@value #SLOW_MS} ms
     * @param rssMb      the process's resident set at the step's end
     * @param peakRssMb  its peak resident set (VmHWM) up to the step's end
     * @param heapMb     the Java heap committed at the step's end
     * @param heapAfterGcMb the Java heap used after the last collection before the step's end
     * @param seconds    how long the step took, from the action to its result on screen
     * @param slow       what the recording says about the pulses over {@value #SLOW_MS} ms
     */
    record Step(double longestMs, double cpuMs, double p99Ms, int pulses, int slowPulses, double rssMb,
                double peakRssMb, double heapMb, double heapAfterGcMb, double seconds, Slow slow) {
    }

    /**
     * The pulses over {@value #SLOW_MS} ms of a step.
     *
     * @param millis    their length, summed
     * @param samples   how many times the FX thread was sampled running Java code in them (every 10 ms
     *                  with workspace.jfc: far fewer than their length says when the thread waited for
     *                  a core or for the render thread)
     * @param gcPauseMs the garbage collector's pauses that began within them
     * @param hotFrames where those samples were: "count× leaf method ← first method of the app or of
     *                  JavaFX's controls", most frequent first
     */
    record Slow(double millis, int samples, double gcPauseMs, List<String> hotFrames) {
    }

    static final double SLOW_MS = 50;
    private static final int HOT_FRAMES = 5;
    /** The FX thread: its Java name, and the native thread's name under GTK. */
    private static final List<String> FX_THREAD = List.of("JavaFX Application Thread", "GtkNativeMainLoopThread");

    private static final Duration AFTER_SIGN_IN = Duration.ofSeconds(5);

    private record Pulse(Instant start, Instant end, Instant paintEnd, double millis) {
    }

    static FrameReport read(Path recording) throws IOException {
        List<RecordedEvent> events = RecordingFile.readAllEvents(recording);
        Instant jvmStart = null;
        Instant lastAnswer = null;
        Map<Integer, Pulse> pulses = new TreeMap<>();
        List<RecordedEvent> steps = new ArrayList<>();
        List<RecordedEvent> fxSamples = new ArrayList<>();
        List<RecordedEvent> collections = new ArrayList<>();
        for (RecordedEvent event : events) {
            switch (event.getEventType().getName()) {
                case "jdk.JVMInformation" -> jvmStart = event.getInstant("jvmStartTime");
                case "jdk.SocketRead" -> {
                    String thread = event.getThread() == null ? "" : event.getThread().getJavaName();
                    if (!thread.startsWith("dq-sandbox") && (lastAnswer == null || event.getEndTime().isAfter(lastAnswer))) {
                        lastAnswer = event.getEndTime();
                    }
                }
                case "javafx.PulsePhase" -> {
                    String phase = event.getString("phaseName");
                    double millis = phase.startsWith("Waiting") ? 0 : event.getDuration().toNanos() / 1e6;
                    pulses.merge(event.getInt("pulseId"), new Pulse(event.getStartTime(), event.getEndTime(),
                                    "Painting".equals(phase) ? event.getEndTime() : null, millis),
                            (a, b) -> new Pulse(min(a.start, b.start), max(a.end, b.end), max(a.paintEnd, b.paintEnd),
                                    a.millis + b.millis));
                }
                case AppProbe.STEP_EVENT -> steps.add(event);
                case "jdk.GarbageCollection" -> collections.add(event);
                case "jdk.ExecutionSample" -> {
                    var thread = event.getThread("sampledThread");
                    if (thread != null
                            && (FX_THREAD.contains(thread.getJavaName()) || FX_THREAD.contains(thread.getOSName()))) {
                        fxSamples.add(event);
                    }
                }
                default -> { }
            }
        }
        if (jvmStart == null || pulses.isEmpty()) {
            throw new IOException("no jdk.JVMInformation or no javafx.PulsePhase event in " + recording
                    + " (JavaFX registers its JFR events only when JFR runs from the JVM's start)");
        }
        Instant start = jvmStart;
        List<Pulse> painted = pulses.values().stream().filter(p -> p.paintEnd != null)
                .sorted(Comparator.comparing(Pulse::start)).toList();
        double firstPaint = seconds(start, painted.get(0).paintEnd);
        Map<String, Step> stepFrames = new TreeMap<>();
        for (RecordedEvent step : steps) {
            List<Pulse> during = pulses.values().stream()
                    .filter(p -> p.end.isAfter(step.getStartTime()) && p.start.isBefore(step.getEndTime())).toList();
            List<Double> millis = during.stream().map(Pulse::millis).toList();
            double pulse = longest(millis);
            double handler = step.getDouble("handlerMillis");
            Stats stats = new Stats(millis);
            List<Pulse> slow = during.stream().filter(p -> p.millis > SLOW_MS).toList();
            stepFrames.put(step.getString("step"), new Step(Double.isNaN(pulse) ? handler : Math.max(handler, pulse),
                    step.getDouble("fxCpuMillis") + step.getDouble("renderCpuMillis"),
                    stats.isEmpty() ? Double.NaN : stats.percentile(99), millis.size(), slow.size(),
                    kbToMb(step, "rssKb"), kbToMb(step, "peakRssKb"), kbToMb(step, "heapCommittedKb"),
                    kbToMb(step, "heapAfterGcKb"),
                    step.getDuration().toNanos() / 1e9, slow(fxSamples, collections, slow)));
        }
        if (lastAnswer == null) {
            return new FrameReport(firstPaint, Double.NaN, longest(pulses.values().stream().map(Pulse::millis).toList()),
                    Double.NaN, pulses.size(), stepFrames);
        }
        Instant answer = lastAnswer;
        double signedIn = painted.stream().filter(p -> !p.start.isBefore(answer)).findFirst()
                .map(p -> seconds(start, p.paintEnd)).orElse(Double.NaN);
        double before = longest(pulses.values().stream().filter(p -> p.end.isBefore(answer)).map(Pulse::millis).toList());
        double after = longest(pulses.values().stream()
                .filter(p -> !p.end.isBefore(answer) && p.end.isBefore(answer.plus(AFTER_SIGN_IN)))
                .map(Pulse::millis).toList());
        return new FrameReport(firstPaint, signedIn, before, after, pulses.size(), stepFrames);
    }

    /** The probe's step, NaN figures when the recording holds no such step. */
    Step step(String name) {
        return steps.getOrDefault(name, new Step(Double.NaN, Double.NaN, Double.NaN, 0, 0, Double.NaN, Double.NaN,
                Double.NaN, Double.NaN, Double.NaN, new Slow(0, 0, 0, List.of())));
    }

    /** The slow pulses' length, GC pauses and FX thread samples, by leaf method and the first method of ours or of the controls. */
    private static Slow slow(List<RecordedEvent> fxSamples, List<RecordedEvent> collections, List<Pulse> slow) {
        Map<String, Integer> counts = new HashMap<>();
        int samples = 0;
        for (RecordedEvent sample : fxSamples) {
            if (sample.getStackTrace() == null || sample.getStackTrace().getFrames().isEmpty()
                    || !within(sample.getStartTime(), slow)) {
                continue;
            }
            List<RecordedFrame> frames = sample.getStackTrace().getFrames();
            String leaf = name(frames.get(0));
            String ours = frames.stream().map(FrameReport::name)
                    .filter(n -> n.startsWith("io.dqexplorer.") || n.startsWith("javafx.scene.control."))
                    .findFirst().orElse("");
            counts.merge(ours.isEmpty() || ours.equals(leaf) ? leaf : leaf + " ← " + ours, 1, Integer::sum);
            samples++;
        }
        double gcPauses = collections.stream().filter(gc -> within(gc.getStartTime(), slow))
                .mapToDouble(gc -> gc.getDuration("sumOfPauses").toNanos() / 1e6).sum();
        List<String> hot = counts.entrySet().stream()
                .sorted(Map.Entry.<String, Integer>comparingByValue().reversed().thenComparing(Map.Entry.comparingByKey()))
                .limit(HOT_FRAMES).map(e -> e.getValue() + "× " + e.getKey()).toList();
        return new Slow(slow.stream().mapToDouble(Pulse::millis).sum(), samples, gcPauses, hot);
    }

    private static boolean within(Instant at, List<Pulse> pulses) {
        return pulses.stream().anyMatch(p -> !at.isBefore(p.start) && !at.isAfter(p.end));
    }

    private static String name(RecordedFrame frame) {
        return frame.getMethod().getType().getName() + "." + frame.getMethod().getName();
    }

    private static double kbToMb(RecordedEvent step, String field) {
        return step.hasField(field) && step.getLong(field) >= 0 ? step.getLong(field) / 1024.0 : Double.NaN;
    }

    private static double longest(List<Double> millis) {
        OptionalDouble max = millis.stream().mapToDouble(Double::doubleValue).max();
        return max.orElse(Double.NaN);
    }

    private static double seconds(Instant from, Instant to) {
        return Duration.between(from, to).toNanos() / 1e9;
    }

    private static Instant min(Instant a, Instant b) {
        return a.isBefore(b) ? a : b;
    }

    private static Instant max(Instant a, Instant b) {
        if (a == null) {
            return b;
        }
        return b == null || a.isAfter(b) ? a : b;
    }
}
