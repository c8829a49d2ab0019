package io.dqexplorer.bench;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/** What Linux says about the machine and a running process. */
final class Machine {

    /** USER_HZ; 100 on every Linux this runs on, read once from getconf in case it is not. */
    private static final double TICKS_PER_SECOND = ticksPerSecond();

    private Machine() {
    }

    /** The three load averages, as /proc/loadavg has them. */
    static String loadAverage() {
        try {
            String[] fields = Files.readString(Path.of("/proc/loadavg")).trim().split(" ");
            return fields[0] + " " + fields[1] + " " + fields[2];
        } catch (IOException e) {
            return "n/a";
        }
    }

    /** User plus system CPU seconds a live process has used so far (10 ms resolution). */
    static double cpuSeconds(long pid) throws IOException {
        String stat = Files.readString(Path.of("/proc/" + pid + "/stat"));
        String[] fields = stat.substring(stat.lastIndexOf(')') + 2).split(" ");
        // fields from the state (3rd of the line): utime is the 14th of the line, stime the 15th
        return (Long.parseLong(fields[11]) + Long.parseLong(fields[12])) / TICKS_PER_SECOND;
    }

    /** The resident set of a live process now (VmRSS), in KB. */
    static long rssKb(long pid) throws IOException {
        for (String line : Files.readAllLines(Path.of("/proc/" + pid + "/status"))) {
            if (line.startsWith("VmRSS:")) {
                return Long.parseLong(line.replaceAll("[^0-9]", ""));
            }
        }
        throw new IOException("no VmRSS in /proc/" + pid + "/status");
    }

    private static double ticksPerSecond() {
        try {
            Process getconf = new ProcessBuilder("getconf", "CLK_TCK").redirectErrorStream(true).start();
            return Double.parseDouble(new String(getconf.getInputStream().readAllBytes()).trim());
        } catch (IOException | NumberFormatException e) {
            return 100;
        }
    }
}
