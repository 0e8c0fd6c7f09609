package dev.sudoku.kafka;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.sudoku.schema.GenerationRequest;
import dev.sudoku.schema.Level;
import dev.sudoku.schema.Symmetry;
import dev.sudoku.schema.Technique;
import java.time.Instant;
import java.util.List;
import org.junit.jupiter.api.Test;

class RequestCommandTest {

    private static final Instant NOW = Instant.parse("2026-11-23T09:30:00Z");

    @Test
    void parse_everyOption_buildsTheRequest() {
        RequestCommand.Parsed p = RequestCommand.parse(new String[] {"--bootstrap", "h:1",
            "--count", "7", "--level", "hard", "--rating", "4.0..5.5", "--technique", "x_wing",
            "--technique", "NAKED_PAIR", "--symmetry", "rotate_180", "--minimal", "--clues", "22..",
            "--seed", "42", "--id", "me", "--deadline-seconds", "60", "--correlation", "c",
            "--topic-prefix", "dev.", "--reply-to", "my.replies", "--no-follow"}, NOW, "unused");
        GenerationRequest r = p.request();
        assertThat(p.bootstrap()).isEqualTo("h:1");
        assertThat(p.topicPrefix()).isEqualTo("dev.");
        assertThat(p.follow()).isFalse();
        assertThat(r.getRequestId()).isEqualTo("me");
        assertThat(r.getCount()).isEqualTo(7);
        assertThat(r.getLevel()).isEqualTo(Level.HARD);
        assertThat(r.getMinRating()).isEqualTo(4.0);
        assertThat(r.getMaxRating()).isEqualTo(5.5);
        assertThat(r.getRequiredTechniques()).containsExactly(Technique.X_WING, Technique.NAKED_PAIR);
        assertThat(r.getSymmetry()).isEqualTo(Symmetry.ROTATE_180);
        assertThat(r.getMinimal()).isTrue();
        assertThat(r.getMinClues()).isEqualTo(22);
        assertThat(r.getMaxClues()).isNull();
        assertThat(r.getSeed()).isEqualTo(42L);
        assertThat(r.getDeadline()).isEqualTo(NOW.plusSeconds(60));
        assertThat(r.getCorrelationId()).isEqualTo("c");
        assertThat(r.getReplyTo()).isEqualTo("my.replies");
        assertThat(r.getRequestedAt()).isEqualTo(NOW);
    }

    @Test
    void parse_minimal_defaultsCountFiveAndTheGivenId() {
        RequestCommand.Parsed p = RequestCommand.parse(new String[] {"--bootstrap", "h:1"}, NOW, "id-1");
        assertThat(p.request().getCount()).isEqualTo(5);
        assertThat(p.request().getRequestId()).isEqualTo("id-1");
        assertThat(p.request().getRequiredTechniques()).isEqualTo(List.of());
        assertThat(p.follow()).isTrue();
    }

    @Test
    void parse_badInput_oneLineErrors() {
        assertThatThrownBy(() -> RequestCommand.parse(new String[] {"--count", "3"}, NOW, "x"))
                .hasMessageStartingWith("--bootstrap HOST:PORT is required");
        assertThatThrownBy(() -> RequestCommand.parse(new String[] {"--bogus", "1"}, NOW, "x"))
                .hasMessage("unknown option --bogus");
        assertThatThrownBy(() -> RequestCommand.parse(new String[] {"--clues", "22-30"}, NOW, "x"))
                .hasMessage("expected a range A..B, got '22-30'");
        assertThatThrownBy(() -> RequestCommand.parse(new String[] {"--count"}, NOW, "x"))
                .hasMessage("unknown option or missing value: --count");
    }
}
